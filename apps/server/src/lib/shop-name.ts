/** The shop's name as pages, link previews, structured data and the product feeds write it. */
export const SHOP_NAME = 'STREETWEAR MM';
