import notification from '../../schemas/admin/notification.json';
import { NOTIFICATION_PRIORITIES, NOTIFICATION_TYPES } from './notification';

/** The form offers what the server lists (RemoteSelect), and the server validates with the schema's enum: one list. */
describe('the notification schema and the server\'s option lists', () => {
  it.each([
    ['type', NOTIFICATION_TYPES],
    ['priority', NOTIFICATION_PRIORITIES],
  ] as const)('%s: the same values and titles', (name, options) => {
    const field = notification.fields[name];
    expect(field.enum).toEqual(options.map((option) => option.value));
    expect(field['x-enum-titles']).toEqual(options.map(({ zh, en }) => ({ zh, en })));
  });
});
