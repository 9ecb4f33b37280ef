import type { LucideIcon } from "lucide-react";
import type { ReactElement } from "react";
import { escapeHtml, SafeHtml } from "./html";

type IconNode = [tag: string, attributes: Record<string, string | number>][];
type IconElement = ReactElement<{ iconNode: IconNode; className: string }>;

const made = new Map<string, SafeHtml>();

/**
 * The <svg> a lucide-react icon renders (`<Icon aria-hidden="true" className=… strokeWidth=… />`; aria-hidden
 * left out when a hidden parent already hides it), as markup
 * for the parts of a page written as strings (lib/html.ts). lucide-react keeps an icon's shapes inside its
 * component, so they are read from the element the component's render function returns; the attributes are
 * lucide's defaults in lucide's order. lucide-markup.test.ts holds this to what React renders, icon by icon.
 * Each icon, class and stroke is built once.
 */
export function lucideMarkup(icon: LucideIcon, className: string, { strokeWidth = 2, ariaHidden = true } = {}): SafeHtml {
  const key = `${icon.displayName}|${className}|${strokeWidth}|${ariaHidden}`;
  let markup = made.get(key);
  if (!markup) {
    const element = (icon as unknown as { render(props: { className: string }, ref: null): IconElement }).render({ className }, null);
    const shapes = element.props.iconNode.map(([tag, { key: _key, ...attributes }]) => `<${tag}${attributesOf(attributes)}></${tag}>`).join("");
    markup = new SafeHtml(
      `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="${strokeWidth}" ` +
        `stroke-linecap="round" stroke-linejoin="round" class="${escapeHtml(`lucide ${element.props.className}`)}"${ariaHidden ? ' aria-hidden="true"' : ""}>${shapes}</svg>`,
    );
    made.set(key, markup);
  }
  return markup;
}

function attributesOf(attributes: Record<string, string | number>): string {
  return Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`)
    .join("");
}
