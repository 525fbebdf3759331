import { escapeHtml, htmlPage } from './html-page';

describe('the frame of the server pages', () => {
  it('escapes the title and links the product icon, so the browser asks for no missing /favicon.ico', () => {
    const page = htmlPage({ title: 'Dr. <b>"Who"</b>', style: 'body{}', body: '<main></main>' });
    expect(page).toContain('<title>Dr. &lt;b&gt;&quot;Who&quot;&lt;/b&gt; · CareLink</title>');
    expect(page).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
    // The brand's fonts come first; the page's own style follows them in the same element.
    expect(page).toMatch(/<style>@font-face\{font-family:"Roboto";[^<]*\nbody\{\}<\/style>/);
  });

  it('escapes every character that could leave a text or an attribute', () => {
    expect(escapeHtml(`<a href='x' title="y">&</a>`)).toBe('&lt;a href=&#39;x&#39; title=&quot;y&quot;&gt;&amp;&lt;/a&gt;');
  });
});
