import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { PAGE_DATA_ID, takePageData } from '../app/page-data';
import { pageWithData } from './page-with-data';

const PRERENDERED =
  '<!doctype html><html lang="vi"><head><title>Tài liệu</title></head><body>\n    <div id="root" data-prerendered="vi"><p>Đang tải</p></div>\n  </body></html>';

function renderedWith(title: string) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['tutorials', 'vi', ''], { posts: [{ title }] });
  return pageWithData(PRERENDERED, '<title>Tài liệu</title><h2>Chiếc tủ đầu tiên</h2>', dehydrate(queryClient));
}

describe('a page rendered with its data', () => {
  it("takes the body in place of the build's, keeps the build's head, and carries its data beside the root", () => {
    const html = renderedWith('Chiếc tủ đầu tiên');
    expect(html).toContain(
      '<div id="root" data-prerendered="vi"><h2>Chiếc tủ đầu tiên</h2></div><script type="application/json" id="page-data">',
    );
    expect(html).not.toContain('Đang tải');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.endsWith('</script>\n  </body></html>')).toBe(true);
  });

  it('gives the app the same data, however the text tries to end its script', () => {
    const title = '</script><script>alert(1)</script><!-- $& $1';
    // Parsed apart from the document the other tests render into, as a browser parses the page.
    const parsed = new DOMParser().parseFromString(renderedWith(title), 'text/html');
    expect(parsed.querySelectorAll('script')).toHaveLength(1);
    const script = document.adoptNode(parsed.getElementById(PAGE_DATA_ID)!);
    document.body.append(script);
    try {
      const queryClient = new QueryClient();
      takePageData(queryClient);
      expect(queryClient.getQueryData(['tutorials', 'vi', ''])).toEqual({ posts: [{ title }] });
    } finally {
      script.remove();
    }
  });

  it('refuses a page whose root is not the end of its body', () => {
    expect(() =>
      pageWithData('<html><body><main></main></body></html>', '<h2>x</h2>', { mutations: [], queries: [] }),
    ).toThrow(/no #root/);
  });
});
