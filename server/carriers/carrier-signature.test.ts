import { createHmac } from 'node:crypto';
import { signCarrierPush, verifyCarrierSignature } from './carrier-signature';

describe('carrier push signatures', () => {
  const body = '{"carrierCode":"SF","trackingNo":"SF1","events":[]}';

  it('is the HMAC-SHA256 of the raw body in hex, with or without the sha256= prefix', () => {
    const hex = createHmac('sha256', 's3cret').update(body).digest('hex');
    expect(signCarrierPush('s3cret', body)).toBe(`sha256=${hex}`);
    expect(verifyCarrierSignature('s3cret', body, `sha256=${hex}`)).toBe(true);
    expect(verifyCarrierSignature('s3cret', body, hex.toUpperCase())).toBe(true);
  });

  it('refuses another body, another secret, a malformed header, no header and no secret', () => {
    const signature = signCarrierPush('s3cret', body);
    expect(verifyCarrierSignature('s3cret', `${body} `, signature)).toBe(false);
    expect(verifyCarrierSignature('other', body, signature)).toBe(false);
    expect(verifyCarrierSignature('s3cret', body, 'sha256=abc')).toBe(false);
    expect(verifyCarrierSignature('s3cret', body, undefined)).toBe(false);
    expect(verifyCarrierSignature(undefined, body, signature)).toBe(false);
  });
});
