import { Drawer } from 'antd';
import type { EntityModel } from '../../schema/entity-model';
import type { EntitySource, Row } from '../../data/entity-source';
import { useEngineTexts, useLanguage } from '../language-context';
import { recordNoun } from '../../schema/record-name';
import { DetailView } from './DetailView';

/** The `view` action's drawer: a row's detail beside the list. */
export function DetailDrawer({ model, row, onClose, source }: { model: EntityModel; row: Row; onClose(): void; source?: EntitySource }) {
  const t = useEngineTexts();
  const language = useLanguage();
  return (
    <Drawer open width={720} title={t('detail.title', { title: recordNoun(model.schema, language, true) })} onClose={onClose}>
      <DetailView model={model} row={row} source={source} />
    </Drawer>
  );
}
