import { Drawer } from 'antd';
import type { EntityModel } from '../../schema/entity-model';
import type { Row } from '../../data/entity-source';
import { useEngineTexts, useLanguage } from '../language-context';
import { localize } from '../localize';
import { DetailView } from './DetailView';

/** The `view` action's drawer: a row's detail beside the list. */
export function DetailDrawer({ model, row, onClose }: { model: EntityModel; row: Row; onClose(): void }) {
  const t = useEngineTexts();
  const language = useLanguage();
  return (
    <Drawer open width={720} title={t('detail.title', { title: localize(model.schema.title, language) })} onClose={onClose}>
      <DetailView model={model} row={row} />
    </Drawer>
  );
}
