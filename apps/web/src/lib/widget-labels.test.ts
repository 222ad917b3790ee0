import { describe, expect, it } from 'vitest';
import { labelWidgets } from './widget-labels';

const LABELS = { increaseValue: '增加', decreaseValue: '减少', clear: '清除', moreTabs: '更多' };

describe('labelWidgets', () => {
  it("names pagination's previous and next buttons by their item's title, and hides the icon inside them", () => {
    document.body.innerHTML = `
      <ul class="ant-pagination">
        <li title="上一页" class="ant-pagination-prev"><button class="ant-pagination-item-link" type="button"><span role="img" aria-label="left" class="anticon anticon-left"></span></button></li>
        <li title="1" class="ant-pagination-item"><a>1</a></li>
        <li title="下一页" class="ant-pagination-next"><button class="ant-pagination-item-link" type="button"><span role="img" aria-label="right" class="anticon anticon-right"></span></button></li>
      </ul>`;
    labelWidgets(document.body, LABELS);
    const [prev, next] = [...document.querySelectorAll('button')];
    expect(prev).toHaveAttribute('aria-label', '上一页');
    expect(next).toHaveAttribute('aria-label', '下一页');
    for (const icon of document.querySelectorAll('.anticon')) {
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(icon).not.toHaveAttribute('aria-label');
    }
  });
});
