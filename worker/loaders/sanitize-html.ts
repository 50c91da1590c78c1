import xss, { type FilterXSS, type IWhiteList } from 'xss';
import type { ContentNode, PageSection } from '../../shared/content';

/** xss's default export as it is at run time: the filter function with the module's helpers on it. */
type XssModule = typeof xss & { FilterXSS: typeof FilterXSS; getDefaultWhiteList: () => IWhiteList };

// xss is CommonJS: its default export is its `module.exports`, the filter function with the
// helpers attached. Its typings leave them out, and the test runtime gives it no named exports,
// so the helpers are read from the default export once it is checked to carry them.
function hasHelpers(module: typeof xss): module is XssModule {
  return (
    'FilterXSS' in module &&
    typeof module.FilterXSS === 'function' &&
    'getDefaultWhiteList' in module &&
    typeof module.getDefaultWhiteList === 'function'
  );
}
if (!hasHelpers(xss)) throw new Error('xss: FilterXSS and getDefaultWhiteList are missing from its default export');

const whiteList = xss.getDefaultWhiteList();
// Links keep rel; headings keep an id so that scroll and tab subnavs can target them.
whiteList['a'] = [...(whiteList['a'] ?? []), 'rel'];
for (const heading of ['h2', 'h3', 'h4']) whiteList[heading] = [...(whiteList[heading] ?? []), 'id'];

const filter = new xss.FilterXSS({
  whiteList,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math'],
  allowCommentTag: false,
});

// The same CMS HTML is rendered many times; sanitising it once per isolate keeps pages fast.
const memo = new Map<string, string>();
const MEMO_LIMIT = 1000;

/**
 * CMS HTML made safe to render (docs/rules/security.md): an allow-list of tags and attributes,
 * no scripts, styles, event handlers or `javascript:` URLs.
 */
export function sanitizeHtml(html: string): string {
  if (!/[<&]/.test(html)) return html;
  const known = memo.get(html);
  if (known !== undefined) return known;
  const clean = filter.process(html);
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(html, clean);
  return clean;
}

function sanitizeSection(section: PageSection): PageSection {
  return section.kind === 'text' ? { ...section, html: sanitizeHtml(section.html) } : section;
}

/** A content item with every HTML field sanitised (its body and, for pages, text sections). */
export function sanitizeNode<T extends ContentNode>(node: T): T {
  const clean = { ...node, content: sanitizeHtml(node.content) };
  return node.type === 'page' ? { ...clean, sections: node.sections.map(sanitizeSection) } : clean;
}
