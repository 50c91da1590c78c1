/**
 * CMS HTML. The worker sanitises it before it reaches a loader's data (docs/rules/security.md),
 * so it is rendered as is; nothing else may pass HTML here.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  if (!html.trim()) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the worker has sanitised this HTML before it reached the page's data
  return <div className={className ? `rich-text ${className}` : 'rich-text'} dangerouslySetInnerHTML={{ __html: html }} />;
}
