import { PRODUCT_TEXTS } from '@ability/domain';
import { type Product, type ProductInput, useProduct, useSaveProduct } from '../../api/products';
import { type RecordForm, RecordEditPage, RecordNewPage } from '../../shared/RecordFormPages';
import {
  ProductFields,
  type ProductFormValues,
  productInitialValues,
  productToForm,
  productToInput,
} from './ProductForm';
import { PRODUCTS_PATH } from './paths';

const form: RecordForm<Product, ProductFormValues, ProductInput> = {
  texts: PRODUCT_TEXTS,
  listPath: PRODUCTS_PATH,
  resource: 'products',
  initialValues: productInitialValues,
  errorFieldMap: {
    resale: ['resale_id'],
    bottle: ['bottle_id'],
    category: ['category_id'],
    'stock.minimum': ['minimum'],
  },
  toForm: productToForm,
  toInput: productToInput,
  useRecord: useProduct,
  useSave: useSaveProduct,
  fields: (record) => <ProductFields record={record} />,
};

export function ProductNewPage() {
  return <RecordNewPage form={form} />;
}

export function ProductEditPage() {
  return <RecordEditPage form={form} />;
}
