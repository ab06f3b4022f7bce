import { useCallback, useRef } from 'react';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TextProblem } from './schema-text-check';
import { useJsonEditor } from './use-json-editor';

export interface SchemaJsonEditorProps {
  value: Record<string, unknown>;
  onChange(next: Record<string, unknown>): void;
  height: number;
}

/** The JSON panel's editor and its list of problems (the lazy chunk of SchemaJsonPanel). */
export default function SchemaJsonEditor({ value, onChange, height }: SchemaJsonEditorProps) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const describe = useCallback(
    (problem: TextProblem) => problem.syntax
      ? t(`designerPanels.json.syntax.${problem.syntax.code}`, { found: problem.syntax.found })
      : `${problem.path || '/'}: ${problem.message ?? ''}`,
    [t],
  );
  const { problems, jumpTo } = useJsonEditor(host, { value, onChange, describe });
  return (
    <div>
      <div ref={host} data-testid="schema-json-editor" style={{ height, border: '1px solid #d9d9d9', borderRadius: 6, overflow: 'hidden' }} />
      <div data-testid="schema-json-problems" style={{ maxHeight: 160, overflow: 'auto', marginTop: 8 }}>
        {problems.length === 0
          ? <Typography.Text type="success">{t('designerPanels.json.noProblems')}</Typography.Text>
          : (
            <>
              <Typography.Text type="danger">{t('designerPanels.json.problems', { count: problems.length })}</Typography.Text>
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {problems.map((problem, i) => (
                  <li key={`${problem.from}-${i}`}>
                    <Typography.Link onClick={() => jumpTo(problem)} data-line={problem.line}>
                      <Tag color={problem.kind === 'syntax' ? 'red' : problem.kind === 'meta' ? 'volcano' : 'orange'}>{t(`designerPanels.json.kind.${problem.kind}`)}</Tag>
                      {t('designerPanels.json.line', { line: problem.line })}: {describe(problem)}
                    </Typography.Link>
                  </li>
                ))}
              </ul>
            </>
          )}
      </div>
    </div>
  );
}
