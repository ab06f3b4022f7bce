import { acceptedExtensions, downloadUrl, fileRefusal, storedFiles } from './file-rules';

describe('the Upload field\'s rules', () => {
  it('refuses an empty file and one of 10MB or more with the spec\'s messages', () => {
    expect(fileRefusal({ name: 'a.pdf', size: 0 }, undefined, 'zh')).toBe('文件不能为空！');
    expect(fileRefusal({ name: 'a.pdf', size: 10 * 1024 * 1024 }, undefined, 'zh')).toBe('文件必须小于10MB！');
    expect(fileRefusal({ name: 'a.pdf', size: 10 * 1024 * 1024 - 1 }, undefined, 'zh')).toBeUndefined();
  });

  it('refuses extensions outside accept, in the interface language', () => {
    expect(acceptedExtensions('.PDF, .xlsx,image/*')).toEqual(['pdf', 'xlsx']);
    expect(fileRefusal({ name: 'notes.txt', size: 5 }, '.pdf,.xlsx', 'zh')).toBe('只能上传 pdf, xlsx 格式的文件');
    expect(fileRefusal({ name: 'noext', size: 5 }, '.pdf', 'en')).toBe('Only pdf files can be uploaded');
    expect(fileRefusal({ name: 'SCAN.PDF', size: 5 }, '.pdf', 'en')).toBeUndefined();
    expect(fileRefusal({ name: 'notes.txt', size: 5 }, 'image/*', 'en')).toBeUndefined();
  });

  it('reads the value as stored files, dropping what is not one', () => {
    expect(storedFiles([{ key: 'k1', name: 'a.pdf', url: 'x' }, { key: 2 }, null, 'k3'])).toEqual([{ key: 'k1', name: 'a.pdf' }]);
    expect(storedFiles('k1')).toEqual([]);
    expect(storedFiles(undefined)).toEqual([]);
  });

  it('downloads a stored file by key under its name', () => {
    expect(downloadUrl({ key: 'ab12', name: '报关单 1.pdf' })).toBe('/api/bdttms/file/downloadFile?key=ab12&name=%E6%8A%A5%E5%85%B3%E5%8D%95%201.pdf');
  });
});
