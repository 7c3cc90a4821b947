import { describe, expect, it } from 'vitest';
import { injectApp, serialiseForScript } from '../src/modules/pages/render-page-html.js';

const SHELL = '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';

describe('the server-rendered page', () => {
  it('puts the rendered app in #root and the query cache in a JSON block, with no inline script', () => {
    const page = injectApp(SHELL, '<main><h1>Bills</h1></main>', { queries: [] });
    expect(page).toContain('<div id="root"><main><h1>Bills</h1></main></div>');
    expect(page).toContain('<script type="application/json" id="kakyere-state">{"queries":[]}</script>');
    // Every <script> is either the module file or the JSON block.
    for (const tag of page.match(/<script[^>]*>/g)!) expect(tag).toMatch(/type="module" src=|type="application\/json"/);
  });

  it('keeps hostile text in the data inert: it cannot close the JSON block or open a script', () => {
    const hostile = { title: '</script><script>alert("x")</script><!--', note: 'line\u2028separator' };
    const page = injectApp(SHELL, '', hostile);
    expect(page).not.toContain('</script><script>alert');
    expect(page.match(/<\/script>/g)).toHaveLength(2); // the module's and the JSON block's own
    const block = /<script type="application\/json" id="kakyere-state">([\s\S]*?)<\/script>/.exec(page)![1]!;
    expect(JSON.parse(block)).toEqual(hostile);
    expect(serialiseForScript(hostile)).not.toMatch(/[<\u2028\u2029]/);
  });

  it('inserts the markup literally, even where it holds replacement patterns', () => {
    expect(injectApp(SHELL, '<p>$& and $1 cost GH¢5</p>', null)).toContain('<div id="root"><p>$& and $1 cost GH¢5</p></div>');
  });
});
