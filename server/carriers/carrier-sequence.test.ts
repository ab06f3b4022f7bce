import { carrierSteps, nextCarrierStep } from './carrier-sequence';

const route = { origin: '深圳市', destination: '上海市', failsOnce: false };

describe('a parcel\'s way with the carrier', () => {
  it('goes picked up, in transit twice, out for delivery, delivered; a failing one fails once and goes out again', () => {
    expect(carrierSteps(route).map((s) => s.status)).toEqual(['PICKED_UP', 'IN_TRANSIT', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED']);
    expect(carrierSteps({ ...route, failsOnce: true }).map((s) => s.status)).toEqual(['PICKED_UP', 'IN_TRANSIT', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'FAILED', 'OUT_FOR_DELIVERY', 'DELIVERED']);
    expect(carrierSteps(route)[0]).toEqual({ status: 'PICKED_UP', description: '快件已由【深圳市转运中心】揽收', location: '深圳市' });
  });

  it('names the step after those reported, none once delivered', () => {
    expect(nextCarrierStep(route, [])?.status).toBe('PICKED_UP');
    expect(nextCarrierStep(route, ['PICKED_UP', 'IN_TRANSIT', 'IN_TRANSIT'])?.status).toBe('OUT_FOR_DELIVERY');
    expect(nextCarrierStep(route, ['PICKED_UP', 'IN_TRANSIT', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED'])).toBeUndefined();
    expect(nextCarrierStep(route, ['DELIVERED'])).toBeUndefined();
  });
});
