// @vitest-environment jsdom
import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import enUS from 'antd/locale/en_US';
import { createComponentRegistry } from '../../registry/components';
import { createActionRegistry } from '../../actions/index';
import { createMemoryEntitySource } from '../../data/memory-entity-source';
import { registerWidgets } from '../../../widgets/index';
import { AntdAppApis } from '../AntdAppApis';
import { EngineProvider } from '../EngineProvider';
import { emptyDataQuery, stubMatchMedia } from '../testing/render-engine';
import { headers, params, sysparamModel, table } from '../testing/list-page-fixtures';
import type { Language } from '../localize';
import { ListPage } from './ListPage';

/** The app's way: antd's locale and the engine's language both follow one state, switched by a button. */
function Switchable() {
  const [language, setLanguage] = useState<Language>('zh');
  const [registry] = useState(() => {
    const made = createComponentRegistry();
    registerWidgets(made);
    return made;
  });
  const [source] = useState(() => createMemoryEntitySource(params(3), { like: ['paramName'] }));
  return (
    <ConfigProvider locale={language === 'zh' ? zhCN : enUS}>
      <AntdApp>
        <AntdAppApis>
          <button type="button" onClick={() => setLanguage(language === 'zh' ? 'en' : 'zh')}>switch</button>
          <EngineProvider components={registry} dataQuery={emptyDataQuery} language={language} buttons="all">
            <ListPage model={sysparamModel} source={source} actions={createActionRegistry()} navigate={() => undefined} />
          </EngineProvider>
        </AntdAppApis>
      </AntdApp>
    </ConfigProvider>
  );
}

const filters = () => screen.getByRole('search');

describe('the list page follows a language change at once', () => {
  it('filters, columns, toolbar, totals and the page-size changer change; typed filter values stay', async () => {
    stubMatchMedia();
    const user = userEvent.setup();
    render(<Switchable />);
    await screen.findByText('key01');
    expect(within(filters()).getByText('参数名称')).toBeTruthy();
    await user.type(within(filters()).getByRole('textbox', { name: '参数名称' }), 'abc');
    expect(table().textContent).toContain('20 条/页');

    await user.click(screen.getByRole('button', { name: 'switch' }));
    await waitFor(() => expect(within(filters()).queryByText('参数名称')).toBeNull());
    expect(within(filters()).getByText('Name')).toBeTruthy();
    expect((within(filters()).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('abc');
    expect(within(filters()).getByRole('textbox', { name: 'Key' }).getAttribute('placeholder')).toBe('Key');
    expect(within(filters()).getByRole('button', { name: 'Search' })).toBeTruthy();
    expect(headers()).toEqual(expect.arrayContaining(['Name', 'Key', 'Value', 'Actions']));
    expect(screen.getByRole('button', { name: 'New' })).toBeTruthy();
    expect(table().textContent).toContain('20 / page');
    expect(table().textContent).toContain('3 in all');

    await user.click(screen.getByRole('button', { name: 'switch' }));
    await waitFor(() => expect(within(filters()).getByText('参数名称')).toBeTruthy());
    expect((within(filters()).getByRole('textbox', { name: '参数名称' }) as HTMLInputElement).value).toBe('abc');
  });
});
