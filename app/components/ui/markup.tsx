import { Component, createElement, type HTMLAttributes } from "react";

type Focus = { key: string; value: string | null; start: number | null; end: number | null };

type MarkupProps = HTMLAttributes<HTMLElement> & {
  /** The element that holds the markup. */
  as?: "div" | "nav" | "thead";
  /** Built with lib/html.ts; React sets it as the element's inner HTML and replaces it whole when it changes. */
  markup: string;
};

/** What names a focusable element across a redraw: the same field or link drawn again. */
function keyOf(element: Element): string | null {
  const id = element.getAttribute("id");
  if (id) return `#${id}`;
  const key = element.getAttribute("data-focus-key");
  if (key) return `[data-focus-key="${CSS.escape(key)}"]`;
  const name = element.getAttribute("name");
  if (name) return `[name="${CSS.escape(name)}"]`;
  const href = element.getAttribute("href");
  return href ? `a[href="${CSS.escape(href)}"]` : null;
}

const typedInto = (element: Element): element is HTMLInputElement => element instanceof HTMLInputElement && ["text", "search"].includes(element.type);

/**
 * A part of a page written as markup (lib/html.ts) instead of React elements, for what every page draws at
 * length and what holds no React state: the menus, the list filter form, the table header.
 *
 * When the markup changes (a navigation moved the active menu item, applied a filter, changed the sort) the
 * element's content is new elements, so the focus would fall to the page body. This holds it: just before the
 * redraw (getSnapshotBeforeUpdate, which only a class component has) it notes the focused element by its id,
 * data-focus-key, name or href, and what was typed into it; just after, it focuses the same element in the new
 * markup and puts the typing and the caret back, as React's own reconciliation would have kept them.
 */
export class Markup extends Component<MarkupProps> {
  private holder: HTMLElement | null = null;
  private readonly setHolder = (element: HTMLElement | null) => {
    this.holder = element;
  };

  getSnapshotBeforeUpdate(previous: MarkupProps): Focus | null {
    const focused = document.activeElement;
    if (previous.markup === this.props.markup || !focused || !this.holder?.contains(focused)) return null;
    const key = keyOf(focused);
    if (!key) return null;
    return typedInto(focused) ? { key, value: focused.value, start: focused.selectionStart, end: focused.selectionEnd } : { key, value: null, start: null, end: null };
  }

  componentDidUpdate(_previous: MarkupProps, _state: unknown, focus: Focus | null) {
    if (!focus || !this.holder || this.holder.contains(document.activeElement)) return;
    const again = this.holder.querySelector<HTMLElement>(focus.key);
    if (!again) return;
    again.focus({ preventScroll: true });
    if (focus.value !== null && typedInto(again)) {
      again.value = focus.value;
      again.setSelectionRange(focus.start, focus.end);
    }
  }

  render() {
    const { as = "div", markup, ...attributes } = this.props;
    return createElement(as, { ...attributes, ref: this.setHolder, dangerouslySetInnerHTML: { __html: markup } });
  }
}
