/**
 * Screen-reader names of antd's own controls in the reader's language. antd translates what its
 * locale covers (ConfigProvider `locale`: pagination, pickers, the close buttons of dialogs); a
 * few names are written in English inside its components and no prop reaches them: the step
 * buttons of every InputNumber ("Increase Value" / "Decrease Value"), the clear button of a Select
 * ("Clear") and of an Input (no name at all), the overflow button of Tabs (only its icon's name). This is the one place that names them, for every
 * such control on the page and in popups, whenever one appears or the language changes. An
 * icon's own name ("arrow-left", "down") is English too: an icon beside words or inside a named
 * control is decoration and is hidden from screen readers; an icon that is a control's only
 * content keeps its name for the control's sake (the app names those controls itself).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

type Labels = { increaseValue: string; decreaseValue: string; clear: string; moreTabs: string };

const setLabel = (el: Element, label: string) => {
  if (el.getAttribute('aria-label') !== label) el.setAttribute('aria-label', label);
};

/** Whether an icon's control (or the icon's parent, outside a control) is named by something other than the icon. */
function namedOtherwise(icon: Element): boolean {
  const control = icon.closest('button, a, [role="button"], [role="tab"], [role="menuitem"], [role="switch"]');
  if (!control) return true;
  // named by itself, or by the item it sits in (antd's pagination names its items by `title`)
  if (control.getAttribute('aria-label') || control.getAttribute('aria-labelledby') || control.closest('[title]')) return true;
  const text = [...control.childNodes].filter((n) => n !== icon && !(n instanceof Element && n.contains(icon))).map((n) => n.textContent ?? '').join('');
  const inner = [...control.querySelectorAll('*')].filter((n) => !n.contains(icon) && !icon.contains(n)).map((n) => n.textContent ?? '').join('');
  return (text + inner).trim().length > 0;
}

/** Pagination's previous and next buttons: antd names their list item (`title`, in its locale), not the button, whose only content is an icon. */
const PAGE_STEP = '.ant-pagination-prev > .ant-pagination-item-link, .ant-pagination-next > .ant-pagination-item-link';

const SELECTOR = `.ant-tabs-nav-more, .ant-input-number-action-up, .ant-input-number-action-down, .ant-select-clear, .ant-input-clear-icon, ${PAGE_STEP}, .anticon[role="img"][aria-label]`;

/** Names antd's English-only controls in `root` (itself included) in the language of `labels`. */
export function labelWidgets(root: Element, labels: Labels): void {
  const found = root.matches(SELECTOR) ? [root, ...root.querySelectorAll(SELECTOR)] : root.querySelectorAll(SELECTOR);
  for (const el of found) {
    if (el.classList.contains('ant-tabs-nav-more')) setLabel(el, labels.moreTabs);
    else if (el.classList.contains('ant-input-number-action-up')) setLabel(el, labels.increaseValue);
    else if (el.classList.contains('ant-input-number-action-down')) setLabel(el, labels.decreaseValue);
    else if (el.classList.contains('ant-select-clear') || el.classList.contains('ant-input-clear-icon')) setLabel(el, labels.clear);
    else if (el.matches(PAGE_STEP)) {
      const title = el.parentElement?.getAttribute('title');
      if (title) setLabel(el, title);
    }
    else {
      const name = el.getAttribute('aria-label')!;
      // only antd's own name of the icon (its class `anticon-<name>`), never a name the app gave it
      if (el.classList.contains(`anticon-${name}`) && namedOtherwise(el)) {
        el.removeAttribute('aria-label');
        el.setAttribute('aria-hidden', 'true');
      }
    }
  }
}

/** Keeps antd's English-only control names in the app's language on the whole page (mounted once, in the app's provider); only what was added or relabelled is looked at. */
export function useWidgetLabels(): void {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const labels = { increaseValue: t('app.increaseValue'), decreaseValue: t('app.decreaseValue'), clear: t('app.clear'), moreTabs: t('app.moreTabs') };
    labelWidgets(document.body, labels);
    const observer = new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'attributes') {
          if (r.target instanceof Element) labelWidgets(r.target, labels);
        } else for (const node of r.addedNodes) if (node instanceof Element) labelWidgets(node, labels);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, [t, i18n.language]);
}
