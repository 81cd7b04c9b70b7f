import { PRODUCT_TEXTS as T } from '@ability/domain';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Divider, Input, type RefSelectProps, Select, type SelectProps, Space } from 'antd';
import { useRef, useState } from 'react';
import { type Category, useCreateCategory } from '../../api/products';
import { useNotify } from '../../shared/notify';
import { errorReason } from '../../shared/serverErrors';

export interface CategorySelectProps extends Omit<SelectProps, 'options'> {
  /** Categories of the chosen unit. */
  categories: Category[];
  /** The chosen unit: a new category is created in it; without one, nothing can be created. */
  resaleId: number | undefined;
}

/** The category select of the product form, with 'Nova categoria' inline (categories have no screen). */
export function CategorySelect({ categories, resaleId, onChange, ...rest }: CategorySelectProps) {
  const [name, setName] = useState('');
  // Open is kept here so that adding a category can close the list and give the focus back to the select: the
  // 'Adicionar' button it was on turns disabled with the name emptied, and the focus would drop to the page.
  const [open, setOpen] = useState(false);
  const select = useRef<RefSelectProps>(null);
  const create = useCreateCategory();
  const notify = useNotify();

  const add = async () => {
    const text = name.trim();
    if (!text || !resaleId) return;
    try {
      const made = await create.mutateAsync({ name: text, resale_id: resaleId });
      notify.success(T.categoryCreated(made.name));
      onChange?.(made.id, { value: made.id, label: made.name });
      setOpen(false);
      select.current?.focus();
      setName('');
    } catch (e) {
      notify.error(T.categoryCreateError, errorReason(e));
    }
  };

  return (
    <Select
      {...rest}
      ref={select}
      open={open}
      onOpenChange={setOpen}
      onChange={onChange}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={resaleId ? 'Selecione uma categoria' : T.chooseUnitFirst}
      options={categories.map((c) => ({ value: c.id, label: c.name }))}
      popupRender={(menu) => (
        <>
          {menu}
          <Divider style={{ margin: '8px 0' }} />
          <Space.Compact style={{ width: '100%', padding: '0 8px 4px', boxSizing: 'border-box' }}>
            <Input
              placeholder={T.newCategoryPlaceholder}
              aria-label={T.newCategory}
              value={name}
              disabled={!resaleId}
              maxLength={80}
              onChange={(e) => setName(e.target.value)}
              onKeyDown={(e) => {
                e.stopPropagation();
                if (e.key === 'Enter') {
                  e.preventDefault();
                  add();
                }
              }}
            />
            <Button
              icon={<PlusOutlined />}
              onClick={add}
              loading={create.isPending}
              disabled={!resaleId || !name.trim()}
            >
              {T.addCategory}
            </Button>
          </Space.Compact>
        </>
      )}
    />
  );
}
