import {
  PAGE_ADDRESS_TOKEN,
  PAGE_CONTENT_MARKER,
  PAGE_DESCRIPTION_TOKEN,
  PAGE_TITLE_TOKEN,
} from '@kaizen/contracts';
import { describe, expect, it } from 'vitest';
import { fillTemplate, splitTemplate } from './rendered-pages';

const TEMPLATE = `<html><head><title>${PAGE_TITLE_TOKEN}</title><meta name="description" content="${PAGE_DESCRIPTION_TOKEN}"><meta property="og:title" content="${PAGE_TITLE_TOKEN}"></head><body><div id="root" data-prerendered="${PAGE_ADDRESS_TOKEN}">${PAGE_CONTENT_MARKER}</div><link rel="stylesheet" href="/a.css"></body></html>`;

describe('a page rendered per request (issue 14)', () => {
  it('fills the template: content in the root, texts and address escaped, data before </body>', () => {
    const template = splitTemplate(TEMPLATE);
    expect(template).toBeDefined();
    if (!template) return;
    const html = fillTemplate(template, '/therapy-psychiatry/experts/?q="><script>x</script>', {
      html: '<main>Asha Rao</main>',
      title: `Asha "A" Rao's page | Kaizen`,
      description: 'Talk <b>now</b>',
      data: '{"a":"\\u003c/script>"}',
    });
    expect(html).toContain(
      '<title>Asha &quot;A&quot; Rao&#39;s page | Kaizen</title><meta name="description" content="Talk &lt;b&gt;now&lt;/b&gt;">',
    );
    expect(html).toContain('<meta property="og:title" content="Asha &quot;A&quot; Rao&#39;s page');
    expect(html).toContain(
      'data-prerendered="/therapy-psychiatry/experts/?q=&quot;&gt;&lt;script&gt;x&lt;/script&gt;"><main>Asha Rao</main></div>',
    );
    expect(html).not.toContain('<script>x');
    expect(html).toMatch(
      /<link rel="stylesheet" href="\/a.css"><script type="application\/json" id="kaizen-page-data">\{"a":"\\u003c\/script>"\}<\/script><\/body><\/html>$/,
    );
  });

  it('is not a per-request page without the content marker', () => {
    expect(splitTemplate('<html><body><div id="root"></div></body></html>')).toBeUndefined();
  });
});
