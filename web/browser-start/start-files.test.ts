import { Window } from 'happy-dom';
import { describe, expect, test } from 'vitest';
import { CHUNKS_FOLDER, fileAddress, readStartFiles, relativeToChunks, START_FILES_ID } from './start-files';

describe("the start script's files", () => {
  test('are written relative to the chunks folder and resolve back to the same addresses', () => {
    const files = ['/assets/islands-item-ABC.js', `${CHUNKS_FOLDER}chunk-DEF.js`];
    const written = relativeToChunks(files);
    expect(written).toEqual(['/assets/islands-item-ABC.js', 'chunk-DEF.js']);
    expect(written.map((file) => fileAddress(file, 'https://fei.example'))).toEqual(files.map((file) => `https://fei.example${file}`));
  });

  test("are read from the page's data block", () => {
    const window = new Window();
    window.document.body.innerHTML = `<script type="application/json" id="${START_FILES_ID}">["a.js","b.js"]</script>`;
    expect(readStartFiles<string[]>(window.document as unknown as Document)).toEqual(['a.js', 'b.js']);
  });
});
