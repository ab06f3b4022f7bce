import { useMemo } from 'react';
import { Alert, Button, Empty, Spin, Tree, type TreeDataNode, type TreeProps } from 'antd';
import { connect, mapReadPretty } from '@formily/react';
import { useLanguage } from '../../engine/render/language-context';
import type { Language } from '../../engine/render/localize';
import { clampDepth, toRegionPath } from '../region-cascader/region-levels';
import { regionTexts } from '../region-cascader/region-texts';
import { RegionPathText } from '../region-cascader/RegionPathText';
import type { AddressNode } from './address-tree-model';
import { useAddressTree } from './use-address-tree';

export interface AddressTreeProps extends Omit<TreeProps, 'treeData' | 'loadData' | 'selectedKeys' | 'onSelect' | 'expandedKeys' | 'loadedKeys' | 'onExpand'> {
  /** The chosen node's path of region values, from the country down. */
  value?: string[];
  /** The chosen node's path, and the node. */
  onChange?(value: string[], node: AddressNode): void;
  /** How many levels to offer: 1 country … 5 town (default 5). */
  depth?: number;
}

interface AddressDataNode extends TreeDataNode {
  node: AddressNode;
  children?: AddressDataNode[];
}

/** The nodes as antd's Tree draws them: textEn, with the Chinese name beside it in Chinese. */
function toTreeData(nodes: readonly AddressNode[], language: Language): AddressDataNode[] {
  return nodes.map((node) => ({
    key: node.key,
    isLeaf: node.isLeaf,
    node,
    title: (
      <span data-testid={`address-node-${node.key}`}>
        {node.textEn}
        {language === 'zh' && node.text && node.text !== node.textEn ? <span style={{ color: '#8c8c8c', marginLeft: 6 }}>{node.text}</span> : null}
      </span>
    ),
    ...(node.children ? { children: toTreeData(node.children, language) } : {}),
  }));
}

/**
 * The address tree (spec 01 §3): countries, provinces, cities, counties and towns from the region dictionaries,
 * labelled with textEn and sorted by its first character at every level; a node's children load when it opens.
 * Selecting a node sets the value to its path.
 */
export function AddressTreeBase({ value, onChange, depth, ...props }: AddressTreeProps) {
  const language = useLanguage();
  const texts = regionTexts(language);
  const tree = useAddressTree(toRegionPath(value), clampDepth(depth));
  const treeData = useMemo(() => toTreeData(tree.nodes, language), [tree.nodes, language]);
  const retry = (
    <Button size="small" type="link" onClick={tree.retry}>
      {texts.retry}
    </Button>
  );
  if (tree.status === 'loading' && !tree.nodes.length) return <Spin size="small" data-testid="address-tree-loading" style={{ display: 'block', padding: 12 }} />;
  if (tree.status === 'error') return <Alert type="error" showIcon message={texts.error} action={retry} data-testid="address-tree-error" />;
  if (!tree.nodes.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.empty} data-testid="address-tree-empty" />;
  return (
    <div data-testid="address-tree">
      {tree.failedKey ? <Alert type="error" showIcon banner message={texts.error} action={retry} data-testid="address-tree-error" /> : null}
      <Tree<AddressDataNode>
        blockNode
        {...props}
        treeData={treeData}
        loadedKeys={tree.loadedKeys}
        expandedKeys={tree.expandedKeys}
        selectedKeys={tree.selectedKeys}
        onExpand={(keys) => tree.setExpandedKeys(keys.map(String))}
        loadData={(data) => tree.loadChildren(data.node)}
        onSelect={(_, info) => {
          if (info.selected) onChange?.(tree.pathOfKey(String(info.node.key)), info.node.node);
        }}
      />
    </div>
  );
}

/**
 * The address tree as a Formily field component (`"x-component": "AddressTree"`, value: the chosen node's path);
 * read-pretty mode shows the path's labels.
 */
export const AddressTree = connect(AddressTreeBase, mapReadPretty(RegionPathText));
