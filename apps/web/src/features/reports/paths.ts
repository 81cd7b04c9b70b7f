export const DAILY_CLOSING_PATH = '/relatorios/fechamento-diario';
export const AVERAGE_PRICE_PATH = '/relatorios/preco-medio-produto';
export const PRODUCT_PER_SELLER_PATH = '/relatorios/fechamento-venda-produto';
export const PAYMENT_METHOD_PER_SELLER_PATH = '/relatorios/por-forma-de-pagamento';
export const COMODATO_PATH = '/relatorios/comodato';
export const GAS_DO_POVO_REPORT_PATH = '/relatorios/gas-do-povo';
