import { routeCatalogue } from '../../../schemas/routes';
import { routeIcons } from './route-icons';

describe('routeIcons', () => {
  it('has every icon the route catalogue names', () => {
    const missing = routeCatalogue.all().filter((r) => r.icon && !routeIcons[r.icon]).map((r) => `${r.path}: ${r.icon}`);
    expect(missing).toEqual([]);
  });
});
