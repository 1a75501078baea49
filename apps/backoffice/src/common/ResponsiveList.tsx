import { cloneElement, isValidElement, type ReactElement } from 'react';
import { Datagrid, SimpleList, type DatagridProps, type RaRecord, type SimpleListProps } from 'react-admin';
import { EmptyList } from './EmptyList';
import { useIsSmall } from './use-is-small';

type MobileTexts<R extends RaRecord> = Pick<
  SimpleListProps<R>,
  'primaryText' | 'secondaryText' | 'tertiaryText' | 'rowClick'
>;

export type ResponsiveListProps<R extends RaRecord> = DatagridProps<R> & {
  /**
   * What a phone shows instead of the grid: a SimpleList's texts (its rows open as the grid's do unless
   * `rowClick` is given here), or a list of its own.
   */
  mobile: MobileTexts<R> | ReactElement;
};

/**
 * The rows of a react-admin list: a Datagrid of `children` columns on a wide screen, a SimpleList on a
 * phone. Rows are not selectable unless `bulkActionButtons` is given. With no row, both show `empty`
 * (the common EmptyList unless given).
 */
export function ResponsiveList<R extends RaRecord = RaRecord>({
  mobile,
  bulkActionButtons = false,
  empty = <EmptyList />,
  ...grid
}: ResponsiveListProps<R>) {
  const small = useIsSmall();
  if (small) {
    if (isValidElement(mobile)) return cloneElement(mobile as ReactElement<SimpleListProps<R>>, { empty });
    const { rowClick, ...texts } = mobile as MobileTexts<R>;
    return (
      <SimpleList<R>
        {...texts}
        empty={empty}
        rowClick={rowClick ?? (grid.rowClick as SimpleListProps<R>['rowClick'])}
      />
    );
  }
  return <Datagrid bulkActionButtons={bulkActionButtons} empty={empty} {...grid} />;
}
