import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { MENU_SEED, type MenuSeed } from "#db/seed/menu";
import type { ShellMenuNode } from "./shell-types";

/**
 * Menu titles are stored data (seeded in English, editable by an administrator), so they are not translated by
 * their text. A seeded entry is translated by its seeded id (`shell:menu.<key>`), but only while its stored title
 * (and badge) is still the seeded one: a title an administrator changed, and an entry an administrator made, are
 * shown as they were typed.
 */
const SEEDED = new Map<string, MenuSeed>();
const collect = (items: MenuSeed[]) =>
  items.forEach((item) => {
    SEEDED.set(item.id, item);
    if (item.children) collect(item.children);
  });
collect(MENU_SEED);

/** The translation key of a seeded entry: its id without "m-", camelCase ("m-o2c" → "o2c"). */
export const menuKey = (id: string) => id.replace(/^m-/, "").replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** Every seeded entry with its key, for the test that keeps the English entries equal to the seed. */
export const seededMenuTitles = () => [...SEEDED.values()].map((item) => ({ id: item.id, key: menuKey(item.id), title: item.title, badge: item.badge ?? null }));

type Translate = (key: string) => string;

function translateNode(t: Translate, node: ShellMenuNode): ShellMenuNode {
  const seed = SEEDED.get(node.id);
  const key = menuKey(node.id);
  const title = seed && seed.title === node.title ? t(`menu.${key}`) : node.title;
  const badge = seed?.badge && seed.badge === node.badge ? t(`menuBadge.${key}`) : node.badge;
  return { ...node, title, badge, children: node.children.map((child) => translateNode(t, child)) };
}

/** The menu with its seeded titles in a language (`t` is a `shell` translator). */
export function translateMenu(t: Translate, nodes: ShellMenuNode[]): ShellMenuNode[] {
  return nodes.map((node) => translateNode(t, node));
}

/** The menu in the page's language: for the side menu, the horizontal menu, the pin's title and the dashboard. */
export function useTranslatedMenu(nodes: ShellMenuNode[]): ShellMenuNode[] {
  const { t } = useTranslation("shell");
  return useMemo(() => translateMenu(t as unknown as Translate, nodes), [t, nodes]);
}
