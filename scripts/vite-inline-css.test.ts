import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { inlineEntryCss } from './vite-inline-css';

type Handler = (options: unknown, bundle: Rolldown.OutputBundle) => void;

describe('inlineEntryCss', () => {
  it("puts the entry's stylesheet into index.html, linked as a non-blocking print sheet (lazy chunks preload it); others stay as they are", () => {
    const bundle = {
      'index.html': {
        type: 'asset',
        fileName: 'index.html',
        source: '<head><link rel="stylesheet" crossorigin href="/assets/index-A1.css"></head><body></body>',
      },
      'assets/index-A1.css': { type: 'asset', fileName: 'assets/index-A1.css', source: 'body{color:red}/*</style><script>*/' },
      'assets/chart-B2.css': { type: 'asset', fileName: 'assets/chart-B2.css', source: '.chart{}' },
    } as unknown as Rolldown.OutputBundle;
    const hook = inlineEntryCss().generateBundle as { handler: Handler };
    hook.handler({}, bundle);
    expect(Object.keys(bundle).sort()).toEqual(['assets/chart-B2.css', 'assets/index-A1.css', 'index.html']);
    // A "</style" inside the CSS cannot end the element early.
    expect((bundle['index.html'] as { source: string }).source).toBe(
      '<head><style>body{color:red}/*<\\/style><script>*/</style><link rel="stylesheet" crossorigin href="/assets/index-A1.css" media="print"></head><body></body>',
    );
  });
});
