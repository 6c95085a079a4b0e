import { safeHtml } from '../lib/rich-text.ts';
import classes from './rich-text.module.css';

/** Stored rich text (a description, a solution, a comment), cleaned again in the browser before it is shown. */
export function HtmlView({ html, label }: { html: string; label?: string }) {
  return <div className={classes.body} aria-label={label} dangerouslySetInnerHTML={{ __html: safeHtml(html) }} />;
}
