// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createForm, type Field } from '@formily/core';
import { FormProvider, createSchemaField } from '@formily/react';
import { FormItem } from '@formily/antd-v5';
import { App, ConfigProvider } from 'antd';
import { AntdAppApis } from '../../engine/render/AntdAppApis';
import { stubMatchMedia } from '../../engine/render/testing/render-engine';
import { HttpProvider, type HttpPort } from '../../engine/render/http-context';
import { LanguageProvider } from '../../engine/render/language-context';
import { UPLOADING_MESSAGE } from '../../engine/data/file-upload';
import { FileUpload } from './FileUpload';

beforeAll(() => stubMatchMedia());

/** An HTTP client whose uploads answer when the test says, in any order. */
function pendingUploads() {
  const answers: ((key: string) => void)[] = [];
  const request = vi.fn((config: { data: FormData }) => new Promise((resolve) => {
    const name = (config.data.get('file') as File).name;
    answers.push((key) => resolve({ data: { code: 200, message: 'ok', data: { key, name, url: `/api/bdttms/file/downloadFile?key=${key}` } } }));
  }));
  return { http: { request } as unknown as HttpPort, request, answers };
}

function renderField(http: HttpPort, props: Record<string, unknown> = {}) {
  const form = createForm();
  const SchemaField = createSchemaField({ components: { FormItem, FileUpload } });
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <App>
        <AntdAppApis>
          <HttpProvider value={http}>
            <LanguageProvider value="zh">
              <FormProvider form={form}>
                <SchemaField schema={{ type: 'object', properties: { files: { type: 'array', title: '附件', 'x-decorator': 'FormItem', 'x-component': 'FileUpload', 'x-component-props': { 'aria-label': '附件', ...props } } } }} />
              </FormProvider>
            </LanguageProvider>
          </HttpProvider>
        </AntdAppApis>
      </App>
    </ConfigProvider>,
  );
  return form;
}

const choose = (files: File[]) => fireEvent.change(document.querySelector('input[type=file]')!, { target: { files } });

describe('the Upload field', () => {
  it('uploads each file, keeps them as { key, name }, and refuses to submit until all are stored', async () => {
    const uploads = pendingUploads();
    const form = renderField(uploads.http);
    choose([new File(['a'], '报关单.pdf'), new File(['b'], '箱单.xlsx')]);
    await waitFor(() => expect(uploads.request).toHaveBeenCalledTimes(2));
    await act(async () => {
      await expect(form.submit()).rejects.toBeTruthy();
    });
    expect((form.query('files').take() as Field).selfErrors).toContain(UPLOADING_MESSAGE);

    await act(async () => uploads.answers[1]!('k2'));
    await act(async () => uploads.answers[0]!('k1'));
    await waitFor(() => expect(form.values.files).toEqual([{ key: 'k2', name: '箱单.xlsx' }, { key: 'k1', name: '报关单.pdf' }]));
    await waitFor(() => expect((form.query('files').take() as Field).selfErrors).not.toContain(UPLOADING_MESSAGE));
    await act(async () => {
      await expect(form.submit()).resolves.toBeDefined();
    });
    expect(screen.getByText('报关单.pdf')).toBeTruthy();
  });

  it('refuses an empty file with the spec\'s message and does not send it', async () => {
    const uploads = pendingUploads();
    renderField(uploads.http);
    choose([new File([], 'empty.pdf')]);
    expect(await screen.findByText('文件不能为空！')).toBeTruthy();
    expect(uploads.request).not.toHaveBeenCalled();
  });

  it('removes a stored file from the value', async () => {
    const uploads = pendingUploads();
    const form = renderField(uploads.http);
    act(() => form.setValues({ files: [{ key: 'k1', name: 'a.pdf' }, { key: 'k2', name: 'b.pdf' }] }));
    const item = (await screen.findByText('a.pdf')).closest('.ant-upload-list-item')!;
    fireEvent.click(item.querySelector('button[title], .ant-upload-list-item-action, [aria-label*="delete"], [aria-label*="删除"]')!);
    await waitFor(() => expect(form.values.files).toEqual([{ key: 'k2', name: 'b.pdf' }]));
  });
});
