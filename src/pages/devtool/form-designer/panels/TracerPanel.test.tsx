// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { fakeUser, renderShell } from '../../../../test/render-shell';
import { loadEntityFiles } from '../../../../../schemas/load-entity-files';
import type { EntitySchema } from '../../../../../engine/schema/entity-schema';
import type { TraceReply } from '../../devtool-api';
import { TracerPanel } from './TracerPanel';
import { demoAudiences, fakeDevtoolHttp } from './fake-devtool-http';

const carrier = loadEntityFiles().map(({ json }) => json as unknown as EntitySchema).find((schema) => schema.id === 'base.carrier')!;
const reply: TraceReply = {
  field: 'contactPhone',
  verdict: { visible: true, readOnly: true, required: false, masked: true },
  layers: [
    { layer: 'base', effect: 'shown', reason: { zh: '基础结构的表单包含该字段', en: 'The base form holds the field' } },
    { layer: 'override', effect: 'none', version: 'draft', reason: { zh: '草稿未改动该字段', en: 'The draft leaves the field alone' } },
    { layer: 'mask', effect: 'masked', roleCode: 'ROLE_OPERATOR', reason: { zh: '对该角色脱敏', en: 'Masked for this role' } },
  ],
};
const fake = fakeDevtoolHttp({
  'get /api/clearway/devtool/audiences': () => demoAudiences,
  'post /api/clearway/devtool/trace': () => reply,
});
afterAll(() => fake.restore());

describe('TracerPanel', () => {
  it('explains the selected field: the verdict as tags and every layer with its reason in the interface language', async () => {
    const edited = structuredClone(carrier) as unknown as Record<string, any>;
    edited.fields.contactPhone.title = { zh: '电话', en: 'Tel' };
    const shell = renderShell(<TracerPanel schemaId="base.carrier" base={carrier} edited={edited} target="override" selectedField="contactPhone" />, {
      language: 'en',
      user: fakeUser({ tenantCode: 'demo', roles: ['ROLE_ADMIN'] }),
    });
    expect(screen.getByText('In the Form view')).toBeTruthy();
    await shell.user.click(screen.getByRole('button', { name: 'Explain' }));
    const result = await screen.findByTestId('trace-result');
    for (const tag of ['Visible', 'Read-only', 'Masked']) expect(within(result).getByText(tag)).toBeTruthy();
    expect(within(result).queryByText('Required')).toBeNull();
    const layers = screen.getAllByTestId('trace-layer').map((layer) => layer.textContent);
    expect(layers).toEqual([
      expect.stringMatching(/^Base schema.*shown.*The base form holds the field$/),
      expect.stringMatching(/^Tenant override.*no effect.*draft.*The draft leaves the field alone$/),
      expect.stringMatching(/^Mask.*masked.*role ROLE_OPERATOR.*Masked for this role$/),
    ]);
    const call = fake.seen.find((c) => c.url === '/api/clearway/devtool/trace')!;
    expect(call.body).toEqual({ schemaId: 'base.carrier', field: 'contactPhone', tenantCode: 'demo', roleCode: null, patch: { fields: { contactPhone: { title: { zh: '电话', en: 'Tel' } } } }, view: 'form' });
  });
});
