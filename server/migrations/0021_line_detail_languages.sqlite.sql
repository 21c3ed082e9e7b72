-- An order line's choices ("Hot, Less sweet") are kept in every language, as its name already is,
-- so an order reads in the language it is opened in (the kitchen's, not the customer's). Lines
-- written before keep the one language they had, for all three.
UPDATE order_line SET detail = json_object('zh-HK', detail, 'zh-CN', detail, 'en', detail);
