// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createForm, type Field, type Form } from '@formily/core';
import { FormProvider, createSchemaField } from '@formily/react';
import { FormItem } from '@formily/antd-v5';
import { App, ConfigProvider } from 'antd';
import { AntdAppApis } from '../../engine/render/AntdAppApis';
import { stubMatchMedia } from '../../engine/render/testing/render-engine';
import { HttpProvider, type HttpPort } from '../../engine/render/http-context';
import { LanguageProvider } from '../../engine/render/language-context';
import { toFormilyField } from '../../engine/render/form/to-formily-schema';
import type { FieldSchema } from '../../engine/schema/entity-schema';
import { hasHtmlPurifier } from '../../engine/validation/sanitize-html';
import { createComponentRegistry } from '../../engine/registry/components';
import { registerWidgets } from '../index';
import { RICH_TEXT, RichText as LazyRichText } from './index';
import { IMAGE_FORMAT_MESSAGE, UPLOADING_MESSAGE } from './image-upload';
import { installBrowserPurifier, RichText } from './RichText';
import { isEcho } from './use-editor-value';
import { LANGUAGE_PACK_URLS } from './language-packs';

/** TinyMCE cannot run in jsdom: a stand-in with the same props that records them and draws a textarea. */
interface FakeEditor {
  ui: { registry: { addButton(name: string, spec: { onAction(): void }): void; addMenuItem(name: string, spec: { onAction(): void }): void } };
  on(): void;
  dom: { createHTML(tag: string, attrs: Record<string, string>): string };
  insertContent: ReturnType<typeof vi.fn>;
}
const fake = vi.hoisted(() => ({
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  props: undefined as any,
  failLoad: false,
  editor: undefined as unknown as FakeEditor,
  items: {} as Record<string, { onAction(): void }>,
}));

vi.mock('@tinymce/tinymce-react', async () => {
  const { createElement, useEffect } = await import('react');
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  function Editor(props: any) {
    fake.props = props;
    useEffect(() => {
      if (fake.failLoad) {
        props.onScriptsLoadError?.(new Event('error'));
        return;
      }
      const editor: FakeEditor = {
        ui: { registry: { addButton: (name, spec) => void (fake.items[`button:${name}`] = spec), addMenuItem: (name, spec) => void (fake.items[`menu:${name}`] = spec) } },
        on: () => undefined,
        dom: { createHTML: (tag, attrs) => `<${tag} src="${attrs.src}" alt="${attrs.alt}">` },
        insertContent: vi.fn(),
      };
      fake.editor = editor;
      props.init.setup(editor);
      props.onInit?.({}, editor);
    }, []);
    return createElement('textarea', { 'data-testid': 'fake-editor', value: props.value, onChange: (event: { target: { value: string } }) => props.onEditorChange(event.target.value, fake.editor) });
  }
  return { Editor };
});

const contentField: FieldSchema = { type: 'string', title: { zh: '内容', en: 'Content' }, required: true, 'x-component': 'RichText', 'x-sanitize': 'html' };

function Shell({ children, http }: { children: ReactNode; http?: HttpPort }) {
  const inner = <LanguageProvider value="en">{children}</LanguageProvider>;
  return (
    <ConfigProvider theme={{ token: { motion: false } }}>
      <App><AntdAppApis>{http ? <HttpProvider value={http}>{inner}</HttpProvider> : inner}</AntdAppApis></App>
    </ConfigProvider>
  );
}

/** The content field in a Formily form, as the engine builds it (component, sanitizer reaction, rules). */
function renderForm(http?: HttpPort): Form {
  const form = createForm();
  const SchemaField = createSchemaField({ components: { FormItem, RichText } });
  render(
    <Shell http={http}>
      <FormProvider form={form}>
        <SchemaField schema={{ type: 'object', properties: { content: toFormilyField(contentField, 'en') } }} />
      </FormProvider>
    </Shell>,
  );
  return form;
}

/** An HTTP client whose upload answers when the test says. */
function pendingUpload() {
  let answer!: (url: string) => void;
  const request = vi.fn(() => new Promise((resolve) => (answer = (url) => resolve({ data: { code: 200, message: 'ok', data: { key: 'k', url, name: 'a.png' } } }))));
  return { http: { request } as unknown as HttpPort, request, answer: (url: string) => answer(url) };
}

function chooseFiles(files: File[]) {
  const input = document.querySelector('.ant-modal input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
}

beforeAll(() => {
  stubMatchMedia();
  installBrowserPurifier();
});
beforeEach(() => {
  fake.failLoad = false;
  fake.items = {};
});

describe('RichText', () => {
  it('is registered as RichText, loads its chunk when first drawn, and installs the browser purifier', async () => {
    const registry = createComponentRegistry();
    registerWidgets(registry);
    expect(RICH_TEXT).toBe('RichText');
    expect(registry.get('RichText')).toBe(LazyRichText);
    render(<Shell><LazyRichText value="<p>hi</p>" /></Shell>);
    expect((await screen.findByTestId('fake-editor') as HTMLTextAreaElement).value).toBe('<p>hi</p>');
    expect(hasHtmlPurifier()).toBe(true);
  });

  it('hands TinyMCE the self-hosted script, the GPL key and the spec’s settings', async () => {
    render(<Shell><RichText value="" aria-label="Content" /></Shell>);
    await screen.findByTestId('fake-editor');
    expect(fake.props.tinymceScriptSrc).toBe('/tinymce/tinymce.min.js');
    expect(fake.props.licenseKey).toBe('gpl');
    expect(fake.props.init).toMatchObject({ height: 360, menubar: 'file edit insert view format Table', font_size_formats: '8pt 10pt 12pt 14pt 16pt 18pt 24pt 36pt', iframe_aria_text: 'Content' });
    // English needs no pack; another language gets its pack when tinymce-i18n is installed, else stays English.
    expect(fake.props.init.language).toBeUndefined();
    expect(fake.items['button:uploadimage']).toBeTruthy();
    expect(fake.items['menu:uploadimage']).toBeTruthy();
  });

  it('speaks the language it is given (zh-CN, es, ja packs when the build has them)', async () => {
    render(<Shell><RichText value="" language="ja" /></Shell>);
    await screen.findByTestId('fake-editor');
    expect(fake.props.init.language).toBe(LANGUAGE_PACK_URLS.ja ? 'ja' : undefined);
  });

  it('shows the load error when the editor script fails to load', async () => {
    fake.failLoad = true;
    render(<Shell><RichText value="" /></Shell>);
    expect(await screen.findByText('Failed to load the editor script /tinymce/tinymce.min.js')).toBeTruthy();
  });

  it('gives the form the sanitised HTML without resetting the editor, and follows a value set from outside', async () => {
    const form = renderForm();
    const editor = (await screen.findByTestId('fake-editor')) as HTMLTextAreaElement;
    const dirty = '<p>Hi<img src="x" onerror="window.hacked=1"></p><script>window.hacked=2</script>';
    fireEvent.change(editor, { target: { value: dirty } });
    await waitFor(() => expect(form.values.content).toBe('<p>Hi<img src="x"></p>'));
    expect(editor.value).toBe(dirty);
    expect(isEcho('<p>Hi<img src="x"></p>', dirty)).toBe(true);
    act(() => form.setValues({ content: '<p>Reloaded</p>' }));
    await waitFor(() => expect(editor.value).toBe('<p>Reloaded</p>'));
    expect((window as { hacked?: unknown }).hacked).toBeUndefined();
  });

  it('uploads through the dialog: refuses a non-image, refuses to insert or submit while uploading, then inserts', async () => {
    const upload = pendingUpload();
    const form = renderForm(upload.http);
    await screen.findByTestId('fake-editor');
    act(() => fake.items['button:uploadimage']!.onAction());
    await screen.findByText('Upload images');

    chooseFiles([new File(['text'], 'notes.txt', { type: 'text/plain' })]);
    expect(await screen.findByText(IMAGE_FORMAT_MESSAGE)).toBeTruthy();
    expect(upload.request).not.toHaveBeenCalled();

    chooseFiles([new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' })]);
    await waitFor(() => expect(upload.request).toHaveBeenCalledTimes(1));
    expect(upload.request).toHaveBeenCalledWith(expect.objectContaining({ method: 'POST', url: '/api/bdttms/file/uploadFile' }));

    fireEvent.click(screen.getByRole('button', { name: 'Insert' }));
    expect(await screen.findByText(UPLOADING_MESSAGE)).toBeTruthy();
    expect(fake.editor.insertContent).not.toHaveBeenCalled();

    act(() => form.setValues({ content: '<p>text</p>' }));
    await act(async () => {
      await expect(form.submit()).rejects.toBeTruthy();
    });
    const field = form.query('content').take() as Field;
    expect(field.selfErrors).toContain(UPLOADING_MESSAGE);

    await act(async () => upload.answer('/api/bdttms/file/downloadFile?key=k&name=a.png'));
    await waitFor(() => expect(field.selfErrors).not.toContain(UPLOADING_MESSAGE));
    fireEvent.click(screen.getByRole('button', { name: 'Insert' }));
    expect(fake.editor.insertContent).toHaveBeenCalledWith('<p><img src="/api/bdttms/file/downloadFile?key=k&name=a.png" alt="a.png"></p>');
    await act(async () => {
      await expect(form.submit()).resolves.toBeDefined();
    });
  });

  it('reads as sanitised HTML in read-pretty mode', async () => {
    const form = createForm({ readPretty: true, values: { content: '<p>Shown<img src="/a.png" onerror="window.hacked=1"></p>' } });
    const SchemaField = createSchemaField({ components: { FormItem, RichText } });
    render(<Shell><FormProvider form={form}><SchemaField schema={{ type: 'object', properties: { content: toFormilyField(contentField, 'en') } }} /></FormProvider></Shell>);
    const html = await screen.findByTestId('html-value');
    expect(html.innerHTML).toBe('<p>Shown<img src="/a.png"></p>');
    expect(screen.queryByTestId('fake-editor')).toBeNull();
  });
});
