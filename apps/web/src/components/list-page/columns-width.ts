import type { TableColumnsType } from 'antd';

/** The sum of the columns' widths: the table's width before it scrolls sideways (a phone's 375 px). */
export const columnsWidth = <Row>(columns: TableColumnsType<Row>) =>
  columns.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : 120), 0);
