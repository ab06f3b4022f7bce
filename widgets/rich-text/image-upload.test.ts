import { IMAGE_ACCEPT, IMAGE_FORMAT_MESSAGE, imageRefusal, UPLOADING_MESSAGE } from './image-upload';

describe('image rules', () => {
  it('keep the spec’s messages word for word', () => {
    expect(IMAGE_FORMAT_MESSAGE).toBe('Please upload an image format');
    expect(UPLOADING_MESSAGE).toBe('Uploading, please wait for the files to finish');
  });

  it.each([
    ['a.jpg', undefined], ['a.JPEG', undefined], ['a.gif', undefined], ['a.png', undefined], ['a.bmp', undefined],
    ['a.webp', IMAGE_FORMAT_MESSAGE], ['notes.txt', IMAGE_FORMAT_MESSAGE], ['png', IMAGE_FORMAT_MESSAGE], ['', IMAGE_FORMAT_MESSAGE],
  ])('%j → %j', (name, refusal) => {
    expect(imageRefusal(name)).toBe(refusal);
  });

  it('offer only those types in the file chooser', () => {
    expect(IMAGE_ACCEPT).toBe('.jpg,.jpeg,.gif,.png,.bmp');
  });
});
