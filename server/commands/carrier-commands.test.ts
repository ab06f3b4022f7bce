import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CARRIER_TEMPLATES, carrierTemplateId } from '../../widgets/printing/carrier-templates';
import { carrierTemplateIdOf } from './carrier-commands';

const carrier = JSON.parse(readFileSync(new URL('../../schemas/base/carrier.json', import.meta.url), 'utf8'));

describe('implCarrier', () => {
  it('offers exactly the carriers the print templates know, with their template ids', () => {
    const codes: string[] = carrier.commands.implCarrier.params.carrierCode.enum;
    expect(codes).toEqual(CARRIER_TEMPLATES.map((template) => template.code));
    for (const code of codes) expect(carrierTemplateIdOf(code)).toBe(carrierTemplateId(code));
  });
});
