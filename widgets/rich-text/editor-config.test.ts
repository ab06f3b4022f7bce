import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_HEIGHT, EDITOR_PLUGINS, editorInit, FONT_SIZES, IMAGE_FILE_TYPES, LICENSE_KEY, MENUBAR, MENUS, TINYMCE_SCRIPT, TOOLBAR, UPLOAD_IMAGE_ITEM } from './editor-config';

const uploadImage = async () => '/x.png';
const setup = () => undefined;

describe('the editor settings', () => {
  it('follow the spec: height 360, font sizes 8pt to 36pt, the menubar as written', () => {
    const init = editorInit({ language: {}, uploadImage, setup });
    expect(DEFAULT_HEIGHT).toBe(360);
    expect(init.height).toBe(360);
    expect(init.font_size_formats).toBe(FONT_SIZES);
    expect(FONT_SIZES.split(' ')[0]).toBe('8pt');
    expect(FONT_SIZES.split(' ').at(-1)).toBe('36pt');
    expect(init.menubar).toBe('file edit insert view format Table');
    expect(MENUBAR).toBe('file edit insert view format Table');
  });

  it('define the Table menu (TinyMCE’s own is lower-case) and put the upload item in Insert and the toolbar', () => {
    const init = editorInit({ language: {}, uploadImage, setup });
    expect(init.menu).toEqual(MENUS);
    expect(MENUS.Table.items).toContain('inserttable');
    expect(MENUS.insert.items.split(' ')[0]).toBe(UPLOAD_IMAGE_ITEM);
    expect(TOOLBAR).toContain(UPLOAD_IMAGE_ITEM);
  });

  it('accept only jpg, jpeg, gif, png and bmp images, uploaded by our handler, with no upload tab of TinyMCE’s own', () => {
    const init = editorInit({ language: {}, uploadImage, setup });
    expect(IMAGE_FILE_TYPES).toBe('jpg,jpeg,gif,png,bmp');
    expect(init.images_file_types).toBe(IMAGE_FILE_TYPES);
    expect(init.images_upload_handler).toBe(uploadImage);
    expect(init.image_uploadtab).toBe(false);
    expect(init.setup).toBe(setup);
  });

  it('take the language, height, label and placeholder given', () => {
    const init = editorInit({ language: { language: 'zh-CN', language_url: '/a.js' }, height: 500, label: '内容', placeholder: '写点什么', uploadImage, setup });
    expect(init).toMatchObject({ language: 'zh-CN', language_url: '/a.js', height: 500, iframe_aria_text: '内容', placeholder: '写点什么' });
  });

  it('load a self-hosted script under the GPL, with plugins the tinymce package ships (vite.config.ts copies them all)', () => {
    expect(TINYMCE_SCRIPT).toBe('tinymce/tinymce.min.js');
    expect(LICENSE_KEY).toBe('gpl');
    const packageDir = path.resolve('node_modules/tinymce');
    expect(fs.existsSync(path.join(packageDir, 'tinymce.min.js'))).toBe(true);
    for (const plugin of EDITOR_PLUGINS) expect(fs.existsSync(path.join(packageDir, 'plugins', plugin, 'plugin.min.js')), plugin).toBe(true);
  });
});
