import { fileExtension, isImageFile, isRichTextUploadImage } from './image-file';

describe('fileExtension', () => {
  it.each([
    ['a.png', 'png'],
    ['A.B.JPEG', 'jpeg'],
    ['dir.v2/photo', undefined],
    ['C:\\scans\\page.Tiff', 'tiff'],
    ['.png', undefined],
    ['photo.', undefined],
    ['photo', undefined],
    ['', undefined],
  ])('%j → %s', (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });
});

describe('isImageFile', () => {
  it.each(['png', 'jpg', 'jpeg', 'bmp', 'gif', 'webp', 'psd', 'svg', 'tiff'])('accepts .%s in any case', (extension) => {
    expect(isImageFile(`picture.${extension}`)).toBe(true);
    expect(isImageFile(`PICTURE.${extension.toUpperCase()}`)).toBe(true);
  });
  it.each(['invoice.pdf', 'sheet.xlsx', 'photo.tif', 'photo.heic', 'png', '.png', 'photo.png.exe', 'photo.png ', ''])(
    'refuses %j',
    (name) => {
      expect(isImageFile(name)).toBe(false);
    },
  );
  it('reads the name of a File-like object and refuses other values', () => {
    expect(isImageFile({ name: 'scan.png', size: 10 })).toBe(true);
    expect(isImageFile({ name: 'scan.pdf' })).toBe(false);
    expect(isImageFile(null)).toBe(false);
    expect(isImageFile(42)).toBe(false);
  });
});

describe('isRichTextUploadImage', () => {
  it.each([
    ['a.jpg', true],
    ['a.JPEG', true],
    ['a.gif', true],
    ['a.png', true],
    ['a.bmp', true],
    ['a.webp', false],
    ['a.svg', false],
    ['a.psd', false],
    ['a.tiff', false],
    ['a.txt', false],
    ['', false],
  ])('%j → %s', (name, accepted) => {
    expect(isRichTextUploadImage(name)).toBe(accepted);
  });
});
