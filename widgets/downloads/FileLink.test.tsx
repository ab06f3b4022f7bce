// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createForm } from '@formily/core';
import { FormProvider, createSchemaField } from '@formily/react';
import { createComponentRegistry } from '../../engine/registry/components';
import { registerWidgets } from '../index';
import { FileLink, FileLinkBase } from './FileLink';

const frames = () => [...document.querySelectorAll('iframe')];

describe('FileLink', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('downloads other files through a hidden frame started after 50 ms and removed after it loads', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<FileLinkBase value="manifest.xlsx" fileKey="0123abcd" />);
    fireEvent.click(screen.getByText('manifest.xlsx'));
    expect(frames()).toHaveLength(0);
    act(() => void vi.advanceTimersByTime(49));
    expect(frames()).toHaveLength(0);
    act(() => void vi.advanceTimersByTime(1));
    const [frame] = frames();
    expect(frame!.getAttribute('src')).toBe('/api/bdttms/file/downloadFile?key=0123abcd&name=manifest.xlsx');
    expect(frame!.style.display).toBe('none');
    frame!.dispatchEvent(new Event('load'));
    expect(frames()).toHaveLength(0);
    expect(open).not.toHaveBeenCalled();
  });

  it('opens images, PDF, mp4 and mp3 in a new tab, http upgraded to https', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<><FileLinkBase value="报关单.pdf" fileKey="k1" /><FileLinkBase value={{ name: 'photo.JPG', url: 'http://files.example/photo.JPG' }} /></>);
    fireEvent.click(screen.getByText('报关单.pdf'));
    fireEvent.click(screen.getByText('photo.JPG'));
    expect(open.mock.calls).toEqual([
      ['/api/bdttms/file/downloadFile?key=k1&name=%E6%8A%A5%E5%85%B3%E5%8D%95.pdf', '_blank', 'noopener'],
      ['https://files.example/photo.JPG', '_blank', 'noopener'],
    ]);
    act(() => void vi.advanceTimersByTime(100));
    expect(frames()).toHaveLength(0);
  });

  it('shows a name without a key as plain text, and nothing without a name', () => {
    const view = render(<><FileLinkBase value="orphan.doc" /><FileLinkBase value="" /></>);
    expect(screen.getByTestId('file-name').textContent).toBe('orphan.doc');
    expect(view.container.querySelectorAll('a')).toHaveLength(0);
  });

  it('in a form, takes the key from the sibling field it names', () => {
    const download = vi.fn();
    const form = createForm({ values: { fileName: 'boxes.csv', fileKey: 'feedbeef' } });
    const SchemaField = createSchemaField({ components: { FileLink } });
    render(
      <FormProvider form={form}>
        <SchemaField schema={{ type: 'object', properties: { fileKey: { type: 'string' }, fileName: { type: 'string', 'x-component': 'FileLink', 'x-component-props': { keyField: 'fileKey', download } } } }} />
      </FormProvider>,
    );
    fireEvent.click(screen.getByText('boxes.csv'));
    expect(download).toHaveBeenCalledWith('/api/bdttms/file/downloadFile?key=feedbeef&name=boxes.csv', 'boxes.csv');
  });

  it('is registered by widgets/index.ts as FileLink, its code loaded when a form first draws one', async () => {
    vi.useRealTimers();
    const registry = createComponentRegistry();
    registerWidgets(registry);
    const registered = registry.get('FileLink')!;
    expect(registered).not.toBe(FileLink);
    const form = createForm({ values: { fileName: 'boxes.csv', fileKey: 'feedbeef' } });
    const SchemaField = createSchemaField({ components: { FileLink: registered } });
    render(
      <FormProvider form={form}>
        <SchemaField schema={{ type: 'object', properties: { fileKey: { type: 'string' }, fileName: { type: 'string', 'x-component': 'FileLink', 'x-component-props': { keyField: 'fileKey' } } } }} />
      </FormProvider>,
    );
    expect(await screen.findByText('boxes.csv')).toBeTruthy();
  });
});
