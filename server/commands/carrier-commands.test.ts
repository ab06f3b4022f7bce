import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { carrierTemplateIdOf } from './carrier-commands';

const carrier = JSON.parse(readFileSync(new URL('../../schemas/base/carrier.json', import.meta.url), 'utf8'));

/** Spec 01 §3's 14 e-waybill carriers, in the spec's order, with our codes (docs/domain/base-data.md "Carriers"). */
const SPEC_CARRIERS = ['YTO', 'ZTO', 'JD', 'YUNDA', 'BDT', 'SF', 'RONGTONG', 'SINOTRANS', 'HEAN', 'WEIQIU', 'HAISHENG', 'HUAHUI', 'HUOLIFANG', 'HEQIJIA'];

describe('implCarrier', () => {
  it("offers exactly spec 01 §3's carriers, each named, with its 100 × 150 template id", () => {
    const spec = carrier.commands.implCarrier.params.carrierCode;
    expect(spec.enum).toEqual(SPEC_CARRIERS);
    expect(spec['x-enum-titles']).toHaveLength(SPEC_CARRIERS.length);
    for (const code of SPEC_CARRIERS) expect(carrierTemplateIdOf(code)).toBe(`${code}-100x150`);
  });
});
