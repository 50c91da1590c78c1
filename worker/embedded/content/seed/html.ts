/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Paragraphs to HTML; an entry starting with '## ' becomes a subheading. */
export function paragraphsToHtml(paragraphs: readonly string[]): string {
  return paragraphs.map((text) => (text.startsWith('## ') ? `<h2>${escapeHtml(text.slice(3))}</h2>` : `<p>${escapeHtml(text)}</p>`)).join('');
}

/** A bulleted list. */
export function listToHtml(items: readonly string[]): string {
  return `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
}
