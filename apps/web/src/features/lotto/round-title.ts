/**
 * A round's title names its category ("หวยฮานอย งวด 21 พ.ย. 2569"), because it is read alone in the
 * back office and the statement. Beside the category's own name (a round's header, a bill) the title drops
 * it, so the page does not say "หวยฮานอย / หวยฮานอย งวด…" (docs/LOTTO.md, "Pages").
 */
export function roundTitleWithoutCategory(title: string, categoryName: string): string {
  if (!categoryName || !title.startsWith(categoryName)) return title;
  const rest = title.slice(categoryName.length).trim();
  return rest || title;
}
