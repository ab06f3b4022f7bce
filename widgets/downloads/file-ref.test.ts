import { DOWNLOAD_PATH, downloadUrl, fileHref, fileOfValue } from './file-ref';

describe('file references', () => {
  it('builds the download call of spec 01 §7, encoding key and name', () => {
    expect(DOWNLOAD_PATH).toBe('/api/bdttms/file/downloadFile');
    expect(downloadUrl('abc123', '报关单 1.pdf')).toBe('/api/bdttms/file/downloadFile?key=abc123&name=%E6%8A%A5%E5%85%B3%E5%8D%95%201.pdf');
  });

  it('reads a name with its key apart, or the upload reply’s object', () => {
    expect(fileOfValue('invoice.xlsx', 'k1')).toEqual({ name: 'invoice.xlsx', key: 'k1' });
    expect(fileOfValue({ key: 'k2', name: 'a.png', url: 'http://cdn.example/a.png' })).toEqual({ name: 'a.png', key: 'k2', url: 'http://cdn.example/a.png' });
    expect(fileOfValue({ fileKey: 'k3', fileName: 'b.zip' })).toEqual({ name: 'b.zip', key: 'k3' });
    expect(fileOfValue('c.txt')).toEqual({ name: 'c.txt' });
    expect(fileOfValue('')).toBeUndefined();
    expect(fileOfValue(null, 'k')).toBeUndefined();
    expect(fileOfValue({ key: 'k' })).toBeUndefined();
  });

  it('downloads from the file’s own URL, else by key, else not at all', () => {
    expect(fileHref({ name: 'a.png', key: 'k', url: 'http://cdn.example/a.png' })).toBe('http://cdn.example/a.png');
    expect(fileHref({ name: 'a.png', key: 'k' })).toBe('/api/bdttms/file/downloadFile?key=k&name=a.png');
    expect(fileHref({ name: 'a.png' })).toBeUndefined();
  });
});
