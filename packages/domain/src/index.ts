export const productName = 'Store Ops';
