import { useEffect, useMemo, useRef, useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { Select, Tooltip } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { MenuEntry } from '../../../engine/access/menu-entry';
import { flattenMenu, isVisibleMenu, menuTarget } from '../../../engine/access/menu-routes';
import { menuAuthorityAtom } from '../../session/session-atoms';
import type { SearchableRoute } from './menu-search';

/** The search engine (fuse.js and the pinyin dictionary) loads on first use, keeping it out of the layout bundle. */
type SearchEngine = typeof import('./menu-search');
let loadedEngine: SearchEngine | undefined;
const loadEngine = () => import('./menu-search').then((engine) => (loadedEngine = engine));

// The shell stylesheet is shared; these few styles stay with the component.
const optionStyle = { display: 'flex', justifyContent: 'space-between', gap: 12 } as const;
const pathStyle = { color: 'rgba(0, 0, 0, 0.45)', fontSize: 12 } as const;
const boxStyle = { display: 'inline-flex', alignItems: 'center' } as const;

/** At most this many results are listed. */
const MAX_RESULTS = 30;

interface SearchableMenu extends SearchableRoute {
  entry: MenuEntry;
}

/** The visible entries of the menu (an entry under a hidden one is hidden too), one per path, titled in both languages. */
function searchableMenus(menu: readonly MenuEntry[]): SearchableMenu[] {
  const prune = (list: readonly MenuEntry[]): MenuEntry[] => list.filter(isVisibleMenu).map((entry) => ({ ...entry, routes: prune(entry.routes) }));
  const seen = new Set<string>();
  const found: SearchableMenu[] = [];
  for (const entry of flattenMenu(prune(menu))) {
    if (seen.has(entry.path)) continue;
    seen.add(entry.path);
    found.push({ path: entry.path, title: { zh: entry.meta.title?.zh ?? entry.name, en: entry.meta.title?.en ?? entry.name }, entry });
  }
  return found;
}

/**
 * Menu search in the top bar (spec 01 §2, §9): an icon that opens a search box over the user's visible menu
 * routes, fuzzy by title and path, and by pinyin in Chinese. Type, move with the arrow keys, Enter opens the
 * highlighted result (a section opens its target page); Esc or leaving the box closes it.
 */
export function MenuSearch() {
  const { t, i18n } = useTranslation();
  const authority = useAtomValue(menuAuthorityAtom);
  const navigate = useNavigate();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const language = i18n.language === 'zh' ? 'zh' : 'en';
  const [engine, setEngine] = useState<SearchEngine | undefined>(loadedEngine);
  useEffect(() => {
    if (open && !engine) void loadEngine().then(setEngine);
  }, [open, engine]);
  const routes = useMemo(() => searchableMenus(authority?.menu ?? []), [authority]);
  const index = useMemo(() => (open && engine ? engine.buildMenuSearch(routes, language) : undefined), [open, engine, routes, language]);
  const results = useMemo(() => (index && engine ? engine.searchMenus(index, query).slice(0, MAX_RESULTS) : []), [engine, index, query]);

  const close = (refocus: boolean) => {
    setOpen(false);
    setQuery('');
    if (refocus) trigger.current?.focus();
  };
  const choose = (path: string) => {
    const found = results.find((route) => route.path === path);
    close(false);
    if (found) navigate(menuTarget(found.entry));
  };

  return (
    <div className="cw-menu-search" style={boxStyle}>
      <Tooltip title={open ? undefined : t('layout.menuSearch.open')}>
        <button ref={trigger} type="button" className="cw-icon-button" aria-label={t('layout.menuSearch.open')} aria-expanded={open} onClick={() => (open ? close(false) : setOpen(true))} data-testid="menu-search">
          <SearchOutlined />
        </button>
      </Tooltip>
      {open && (
        <Select
          className="cw-menu-search-select"
          showSearch
          autoFocus
          defaultOpen
          value={null}
          searchValue={query}
          onSearch={setQuery}
          filterOption={false}
          virtual={false}
          suffixIcon={null}
          placeholder={t('layout.menuSearch.placeholder')}
          aria-label={t('layout.menuSearch.placeholder')}
          notFoundContent={query.trim() ? t('layout.menuSearch.noMatch') : null}
          options={results.map((route) => ({
            value: route.path,
            label: (
              <span style={optionStyle}>
                <span>{route.title[language]}</span>
                <span style={pathStyle}>{route.path}</span>
              </span>
            ),
          }))}
          onSelect={(path: string | null) => path && choose(path)}
          onInputKeyDown={(event) => {
            if (event.key === 'Escape') close(true);
          }}
          onBlur={() => close(false)}
          popupMatchSelectWidth={320}
          style={{ width: 200 }}
          data-testid="menu-search-input"
        />
      )}
    </div>
  );
}
