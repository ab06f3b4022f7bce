import { strFromU8, unzipSync } from 'fflate';
import { baseNameOf, downloadGeneratedFiles, zipNameOf } from './download-generated-files';

describe('downloadGeneratedFiles', () => {
  it('saves one zip holding every file at its path', async () => {
    const saved: { blob: Blob; fileName: string }[] = [];
    const files = [{ path: 'schemas/generated/rate.json', content: '{"id":"gen.rate"}' }, { path: 'schemas/generated/demo/rate.json', content: '[]' }];
    expect(await downloadGeneratedFiles(files, 'gen.rate', (file) => saved.push(file))).toBe('zip');
    expect(saved).toHaveLength(1);
    expect(saved[0]!.fileName).toBe('gen.rate.zip');
    const entries = unzipSync(new Uint8Array(await saved[0]!.blob.arrayBuffer()));
    expect(Object.keys(entries).sort()).toEqual(['schemas/generated/demo/rate.json', 'schemas/generated/rate.json']);
    expect(strFromU8(entries['schemas/generated/rate.json']!)).toBe('{"id":"gen.rate"}');
  });

  it('names the zip safely and files by their base name', () => {
    expect(zipNameOf(undefined)).toBe('generated.zip');
    expect(zipNameOf('gen/x y')).toBe('gen_x_y.zip');
    expect(baseNameOf('schemas/routes/x.json')).toBe('x.json');
  });
});
