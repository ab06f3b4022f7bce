/**
 * The code a money value is shown with. Stored currencies are China customs' three-digit codes (the `currency`
 * dictionary: 142 人民币, 502 美元, 110 港币 …) or ISO 4217 letters; both are shown as the ISO letters a trader reads.
 */

/** Customs currency code → ISO 4217 (the codes of the customs currency table in use). */
const CUSTOMS_TO_ISO: Readonly<Record<string, string>> = {
  '110': 'HKD', '113': 'IRR', '116': 'JPY', '118': 'KWD', '121': 'MOP', '122': 'MYR', '127': 'PKR', '129': 'PHP',
  '132': 'SGD', '133': 'KRW', '136': 'THB', '142': 'CNY', '143': 'TWD', '300': 'EUR', '302': 'DKK', '303': 'GBP',
  '326': 'NOK', '330': 'SEK', '331': 'CHF', '344': 'RUB', '501': 'CAD', '502': 'USD', '601': 'AUD', '609': 'NZD',
};

/** A fixed currency written in a schema (`"x-currency": "CNY"` or `"142"`) rather than a field's name. */
export function isCurrencyCode(text: string): boolean {
  return /^[A-Z]{3}$/.test(text) || Object.hasOwn(CUSTOMS_TO_ISO, text);
}

/** The ISO letters of a stored currency: a customs code translated, letters upper-cased, anything else as given. */
export function currencyCode(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value).trim();
  if (Object.hasOwn(CUSTOMS_TO_ISO, text)) return CUSTOMS_TO_ISO[text]!;
  return /^[A-Za-z]{3}$/.test(text) ? text.toUpperCase() : text;
}
