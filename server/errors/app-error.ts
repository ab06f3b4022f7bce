import { errorCatalogue, type ErrorName, type Language } from './catalogue';

/** A coded error from the catalogue; `params` fill the message placeholders, `fields` name bad inputs. */
export class AppError extends Error {
  constructor(
    readonly errorName: ErrorName,
    readonly params: Record<string, string | number> = {},
    readonly fields?: Record<string, string>,
  ) {
    super(formatMessage(errorName, 'en', params));
    this.name = 'AppError';
  }
  get code(): number {
    return errorCatalogue[this.errorName].code;
  }
  get httpStatus(): number {
    return errorCatalogue[this.errorName].http;
  }
  messageIn(language: Language): string {
    return formatMessage(this.errorName, language, this.params);
  }
}

export function formatMessage(name: ErrorName, language: Language, params: Record<string, string | number> = {}): string {
  const template: string = errorCatalogue[name][language];
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key] ?? ''));
}
