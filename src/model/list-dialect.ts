// How a server's list of annotations arrives, its dialect: where the paging is (the vendor's
// X-Corbado-* headers, the body's `paging`, both, or none), where the items are (under
// `annotations`, `data` or `items`, or the body a bare array), and which member holds an
// annotation's id. The client reads every one of them; `doctor` reports which it met.

export type PagingSource = 'headers' | 'body' | 'both' | 'none';
export type ItemsKey = 'annotations' | 'data' | 'items' | 'array';
export type IdField = 'id' | 'annotationID';

export interface ListDialect {
  paging: PagingSource;
  items: ItemsKey;
  idField?: IdField;
}
