export const PAYMENT_METHODS_PATH = '/metodos-de-pagamento';
