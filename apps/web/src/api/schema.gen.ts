/**
 * Generated from the API's OpenAPI document (every route's reply schema) by `npm run api:types`:
 * do not edit. apps/api/test/api-types.test.ts fails when it is stale.
 */

export interface paths {
    "/ajuda": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ajuda/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ajuda/{page}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    page: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ajuda/img/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    format?: "csv" | "xlsx";
                    movement?: "inflow" | "outflow";
                    page?: number;
                    query?: string;
                    resale_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page (headers Total, Per-Page); with `format`, every row as a CSV or XLSX file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Account"][];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        account: {
                            category_id?: number | null;
                            category_name?: string | null;
                            description: string;
                            /** @enum {string} */
                            group: "operational" | "financial" | "investment";
                            /** @enum {string} */
                            movement: "inflow" | "outflow";
                            resale_id: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Account"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Account"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        account: {
                            category_id?: number | null;
                            category_name?: string | null;
                            description?: string;
                            /** @enum {string} */
                            group?: "operational" | "financial" | "investment";
                            /** @enum {string} */
                            movement?: "inflow" | "outflow";
                            resale_id?: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Account"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/accounts/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccountOptions"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/search/{query}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    format?: "csv" | "xlsx";
                    movement?: "inflow" | "outflow";
                    page?: number;
                    query?: string;
                    resale_id?: number;
                };
                header?: never;
                path: {
                    query: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Account"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/audit_logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    record_id: string;
                    resource: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AuditLog"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/banks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    format?: "csv" | "xlsx";
                    page?: number;
                    query?: string;
                    resale_id?: number;
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page (headers Total, Per-Page); with `format`, every row as a CSV or XLSX file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Bank"][];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        bank: {
                            account?: string | null;
                            ag?: string | null;
                            description: string;
                            /** @default 0 */
                            init_balance_cents?: number;
                            resale_id: number;
                            /** @enum {string} */
                            type_bank: "safe" | "institute";
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Bank"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/banks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Bank"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        bank: {
                            account?: string | null;
                            ag?: string | null;
                            description?: string;
                            init_balance_cents?: number;
                            resale_id?: number;
                            /** @enum {string} */
                            type_bank?: "safe" | "institute";
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Bank"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/banks/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UnitOptions"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bottle_brands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    format?: "csv" | "xlsx";
                    page?: number;
                    query?: string;
                    resale_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page (headers Total, Per-Page); with `format`, every row as a CSV or XLSX file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BottleBrand"][];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        bottle_brand: {
                            active?: boolean | ("true" | "false");
                            name: string;
                            resale_ids?: number[];
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BottleBrand"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bottle_brands/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BottleBrand"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        bottle_brand: {
                            active?: boolean | ("true" | "false");
                            name?: string;
                            resale_ids?: number[];
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BottleBrand"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/bottle_brands/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UnitOptions"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bottle_brands/search/{query}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    format?: "csv" | "xlsx";
                    page?: number;
                    query?: string;
                    resale_id?: number;
                };
                header?: never;
                path: {
                    query: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["BottleBrand"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/call_logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    customer_name?: string;
                    date?: string;
                    format?: "csv" | "xlsx";
                    kind?: "incoming" | "outgoing";
                    page?: number;
                    resale_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CallLog"][];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        call_log: {
                            /**
                             * @default incoming
                             * @enum {string}
                             */
                            kind?: "incoming" | "outgoing";
                            phone: string;
                            resale_id?: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CallLog"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CallLog"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/call_logs/{id}/returned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            resale_id: number;
                            /** Format: date-time */
                            returned_at: string | null;
                            returned_by: number | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/call_logs/missed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number;
                    resale_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["MissedCall"][];
                            meta: {
                                per_page: number;
                                total: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/call_logs/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CallLogOptions"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        category: {
                            name: string;
                            resale_id: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Category"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cep/{cep}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    cep: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CepAddress"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    city_name?: string;
                    starts_with?: string;
                    state_acronym?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["City"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    birth_day?: number;
                    birth_month?: number;
                    by_address?: string;
                    by_name?: string;
                    debt_delay?: number;
                    due?: boolean;
                    format?: "csv" | "xlsx";
                    gas_do_povo?: boolean;
                    group_id?: number;
                    options?: boolean;
                    order_delay?: number;
                    page?: number;
                    phone?: string;
                    query?: string;
                    resale_id?: number;
                    sector_id?: number;
                    segment?: "novo" | "regular" | "vip" | "em_risco" | "inativo";
                    status?: "scheduled" | "whatsapp" | "dont_answer" | "dont_need" | "dont_want" | "pos_sale" | "invoiced" | "blank";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerList"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        customer: {
                            address_attributes?: {
                                city_id?: number | null;
                                complement?: string | null;
                                id?: number;
                                neighborhood?: string | null;
                                number?: string | null;
                                patio?: string | null;
                                reference?: string | null;
                                references?: string | null;
                                zipcode?: string | null;
                            } | null;
                            birth_day?: number | null;
                            birth_month?: number | null;
                            birthday?: string | null;
                            callback_on?: string | null;
                            /** @enum {string|null} */
                            contacted?: "scheduled" | "whatsapp" | "dont_answer" | "dont_need" | "dont_want" | "pos_sale" | "invoiced" | "blank" | null;
                            contacts_attributes?: {
                                _destroy?: boolean;
                                id?: number;
                                phone?: string | null;
                                whatsapp?: boolean;
                            }[];
                            cpf_cnpj?: string | null;
                            gas_do_povo_cycle_months?: number | null;
                            group_id?: number | null;
                            name: string;
                            obs?: string | null;
                            resale_id: number;
                            sector_id?: number | null;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Customer"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerWithSegment"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        customer: {
                            address_attributes?: {
                                city_id?: number | null;
                                complement?: string | null;
                                id?: number;
                                neighborhood?: string | null;
                                number?: string | null;
                                patio?: string | null;
                                reference?: string | null;
                                references?: string | null;
                                zipcode?: string | null;
                            } | null;
                            birth_day?: number | null;
                            birth_month?: number | null;
                            birthday?: string | null;
                            callback_on?: string | null;
                            /** @enum {string|null} */
                            contacted?: "scheduled" | "whatsapp" | "dont_answer" | "dont_need" | "dont_want" | "pos_sale" | "invoiced" | "blank" | null;
                            contacts_attributes?: {
                                _destroy?: boolean;
                                id?: number;
                                phone?: string | null;
                                whatsapp?: boolean;
                            }[];
                            cpf_cnpj?: string | null;
                            gas_do_povo_cycle_months?: number | null;
                            group_id?: number | null;
                            name?: string;
                            obs?: string | null;
                            resale_id?: number;
                            sector_id?: number | null;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Customer"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/customers/{id}/additional_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerAdditionalInfo"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{id}/comodato": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerComodato"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{id}/last_order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    resale_id?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            sale: components["schemas"]["CustomerSale"] | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/{id}/sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerSale"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerImport"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/import/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerImport"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/import/template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/list_options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    resale_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerListOptions"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerListOptions"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/repurchase_stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    date?: string;
                    resale_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RepurchaseStats"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customers/update_all_contacted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        resale_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            updated: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    from?: string | null;
                    resale_id?: number;
                    to?: string | null;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Dashboard"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/late": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    resale_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DashboardLate"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/edition": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EditionInfo"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    format?: "csv" | "xlsx";
                    page?: number;
                    query?: string;
                    resale_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page (headers Total, Per-Page); with `format`, every row as a CSV or XLSX file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Employee"][];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        employee: {
                            address_attributes?: {
                                city_id?: number | null;
                                complement?: string | null;
                                id?: number;
                                neighborhood?: string | null;
                                number?: string | null;
                                patio?: string | null;
                                reference?: string | null;
                                references?: string | null;
                                zipcode?: string | null;
                            } | null;
                            birthday?: string | null;
                            cnh_category?: (number | string) | null;
                            cnh_date?: string | null;
                            cnh_number?: string | null;
                            cpf?: string | null;
                            ctps?: string | null;
                            email?: string | null;
                            has_mopp?: boolean | ("true" | "false");
                            name: string;
                            phone?: string | null;
                            /** @default [] */
                            resale_ids?: number[];
                            rg?: string | null;
                            /**
                             * @default deliverer
                             * @enum {string}
                             */
                            role?: "deliverer" | "attendant";
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Employee"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employees/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Employee"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        employee: {
                            address_attributes?: {
                                city_id?: number | null;
                                complement?: string | null;
                                id?: number;
                                neighborhood?: string | null;
                                number?: string | null;
                                patio?: string | null;
                                reference?: string | null;
                                references?: string | null;
                                zipcode?: string | null;
                            } | null;
                            birthday?: string | null;
                            cnh_category?: (number | string) | null;
                            cnh_date?: string | null;
                            cnh_number?: string | null;
                            cpf?: string | null;
                            ctps?: string | null;
                            email?: string | null;
                            has_mopp?: boolean | ("true" | "false");
                            name?: string;
                            phone?: string | null;
                            resale_ids?: number[];
                            rg?: string | null;
                            /** @enum {string} */
                            role?: "deliverer" | "attendant";
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Employee"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/employees/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UnitOptions"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employees/search/{query}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    format?: "csv" | "xlsx";
                    page?: number;
                    query?: string;
                    resale_id?: number;
                };
                header?: never;
                path: {
                    query: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Employee"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/empties/brands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EmptyBrands"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/empties/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        count: {
                            lines: {
                                brand_id: number | null;
                                /** @enum {string} */
                                capacity: "P2" | "P5" | "P8" | "P13" | "P20" | "P45" | "P90";
                                counted: number;
                                /** @enum {string} */
                                state: "cheio" | "vazio" | "requalificar" | "avariado";
                            }[];
                            reason?: string | null;
                            resale_id: number;
                            vehicle_id?: number | null;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EmptyCount"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/empties/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CustomerEmpties"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/empties/destrocas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        destroca: {
                            brand_in?: number | null;
                            /** @enum {string} */
                            capacity: "P2" | "P5" | "P8" | "P13" | "P20" | "P45" | "P90";
                            quantity: number;
                            resale_id: number;
                            supplier_id: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EmptyDestroca"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/empties/distributors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    resale_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EmptyDistributors"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/empties/moves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    date?: string;
                    page?: number;
                    resale_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EmptyMoves"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/empties/places": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    resale_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PlaceEmpties"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/empties/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        transfer: {
                            brand_id: number | null;
                            /** @enum {string} */
                            capacity: "P2" | "P5" | "P8" | "P13" | "P20" | "P45" | "P90";
                            /** @enum {string} */
                            direction: "load" | "unload";
                            quantity: number;
                            resale_id: number;
                            /** @enum {string} */
                            state: "cheio" | "vazio" | "requalificar" | "avariado";
                            vehicle_id: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EmptyTransfer"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fiscal_notes/rejected": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    page?: number;
                    resale_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RejectedNfce"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/fiscal_notes/services_down": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FiscalServiceDown"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gas_do_povo_prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    format?: "csv" | "xlsx";
                    page?: number;
                    query?: string;
                    resale_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page (headers Total, Per-Page); with `format`, every row as a CSV or XLSX file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GasDoPovoPrice"][];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        gas_do_povo_price: {
                            active?: boolean | ("true" | "false");
                            ends_on?: string | null;
                            price_cents: number;
                            source: string;
                            starts_on?: string | null;
                            /** @enum {string} */
                            uf: "AC" | "AL" | "AM" | "AP" | "BA" | "CE" | "DF" | "ES" | "GO" | "MA" | "MG" | "MS" | "MT" | "PA" | "PB" | "PE" | "PI" | "PR" | "RJ" | "RN" | "RO" | "RR" | "RS" | "SC" | "SE" | "SP" | "TO";
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GasDoPovoPrice"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gas_do_povo_prices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GasDoPovoPrice"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        gas_do_povo_price: {
                            active?: boolean | ("true" | "false");
                            ends_on?: string | null;
                            price_cents?: number;
                            source?: string;
                            starts_on?: string | null;
                            /** @enum {string} */
                            uf?: "AC" | "AL" | "AM" | "AP" | "BA" | "CE" | "DF" | "ES" | "GO" | "MA" | "MG" | "MS" | "MT" | "PA" | "PB" | "PE" | "PI" | "PR" | "RJ" | "RN" | "RO" | "RR" | "RS" | "SC" | "SE" | "SP" | "TO";
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GasDoPovoPrice"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/gas_do_povo_prices/search/{query}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    format?: "csv" | "xlsx";
                    page?: number;
                    query?: string;
                    resale_id?: number;
                };
                header?: never;
                path: {
                    query: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GasDoPovoPrice"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gas_do_povo/deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        deposit: {
                            date?: string | null;
                            redemption_ids?: number[];
                            resale_id: number;
                            value_cents: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GasDoPovoDeposit"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gas_do_povo/reconciliation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    end?: string | null;
                    format?: "csv" | "xlsx";
                    page?: number;
                    resale_id: number;
                    start?: string | null;
                    state?: "pending" | "overdue" | "received" | "divergent";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GasDoPovoReconciliation"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gas_do_povo/units/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    day?: string | null;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GasDoPovoUnitStatus"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    format?: "csv" | "xlsx";
                    page?: number;
                    query?: string;
                    resale_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Group"][];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        group: {
                            description: string;
                            resale_id: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Group"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Group"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        group: {
                            description?: string;
                            resale_id?: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Group"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/groups/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UnitOptions"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Health"];
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Health"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    date?: string;
                    date_param?: "due_date" | "issue_date" | "payment_date";
                    date_type?: "due_date" | "issue_date" | "payment_date";
                    format?: "csv" | "xlsx";
                    options?: boolean | ("true" | "false");
                    page?: number;
                    payment_method_id?: number;
                    resale_id?: number;
                    status?: "paid" | "earlydue" | "overdue" | "all";
                    supplier_id?: number;
                    supplier_name_or_document?: string;
                    user?: number;
                    user_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PayableList"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        payable: {
                            bill_attributes: {
                                account_id?: number | null;
                                description?: string | null;
                                due_date?: string | null;
                                issue_date?: string | null;
                                payment_method_id?: number | null;
                                value_cents: number;
                            };
                            document?: string | null;
                            resale_id: number;
                            supplier_id: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Payable"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payables/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Payable"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        paid_value?: number;
                        payable: {
                            bill_attributes?: {
                                account_id?: number | null;
                                payment_method_id?: number | null;
                            } & {
                                [key: string]: unknown;
                            };
                            date?: string | null;
                            discount_cents?: number;
                            fine_cents?: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Payable"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/payables/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        payable_ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Payable"][];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/payables/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FinanceFormOptions"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payables/new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FinanceFormOptions"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payables/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FinanceOptions"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment_methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    format?: "csv" | "xlsx";
                    page?: number;
                    query?: string;
                    resale_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page (headers Total, Per-Page); with `format`, every row as a CSV or XLSX file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentMethod"][];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        payment_method: {
                            adm_tax?: number;
                            /** @enum {string} */
                            card_type?: "credit" | "debit" | "other";
                            default?: boolean;
                            delivery_time?: number;
                            description: string;
                            is_card?: boolean;
                            resale_ids?: number[];
                            status?: boolean;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentMethod"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment_methods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentMethod"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        payment_method: {
                            adm_tax?: number;
                            /** @enum {string} */
                            card_type?: "credit" | "debit" | "other";
                            default?: boolean;
                            delivery_time?: number;
                            description?: string;
                            is_card?: boolean;
                            resale_ids?: number[];
                            status?: boolean;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentMethod"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/payment_methods/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UnitOptions"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment_methods/search/{query}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    format?: "csv" | "xlsx";
                    page?: number;
                    query?: string;
                    resale_id?: number;
                };
                header?: never;
                path: {
                    query: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentMethod"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product_entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    date_param?: "due_date" | "issue_date" | "created_at";
                    end_date?: string | null;
                    format?: "csv" | "xlsx";
                    page?: number;
                    resale_id?: number;
                    start_date?: string | null;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductEntryList"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        product_entry: {
                            /**
                             * @default value
                             * @enum {string}
                             */
                            discount_type?: "value" | "percentage";
                            /** @default 0 */
                            discount_value_cents?: number;
                            due_date?: string | null;
                            invoice_number?: string | null;
                            issue_date?: string | null;
                            items_attributes: {
                                _destroy?: boolean;
                                bottle_movement?: boolean;
                                bottle_quantity?: number | null;
                                /** @default 0 */
                                discount_cents?: number;
                                /** @default 0 */
                                price_cents?: number;
                                product_id: number;
                                quantity: number;
                            }[];
                            resale_id: number;
                            serial_number?: string | null;
                            supplier_id: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductEntry"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product_entries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductEntry"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product_entries/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductEntryOptions"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product_entries/suppliers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    query?: string;
                    resale_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                                name: string;
                                trade_name: string | null;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    format?: "csv" | "xlsx";
                    page?: number;
                    per_page?: "all";
                    product_id?: number;
                    query?: string;
                    resale_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Product"][];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        product: {
                            bottle_id?: number | null;
                            /** @enum {string|null} */
                            capacity?: "P2" | "P5" | "P8" | "P13" | "P20" | "P45" | "P90" | null;
                            category_id?: number | null;
                            default?: boolean;
                            description: string;
                            fiscal?: {
                                ad_rem_rate_e4: number;
                                anp_code?: string | null;
                                anp_description?: string | null;
                                cest?: string | null;
                                cfop: string;
                                cofins_cst: string;
                                ibs_cbs_class: string;
                                ibs_cbs_cst: string;
                                icms_code: string;
                                /** @enum {string} */
                                icms_kind: "cst" | "csosn";
                                ncm: string;
                                /** @enum {string} */
                                origin: "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8";
                                p_glp_e4: number;
                                p_gni_e4: number;
                                p_gnn_e4: number;
                                pis_cst: string;
                                start_value_cents: number;
                                taxable_per_unit_e4: number;
                                taxable_unit: string;
                            };
                            gas_do_povo_eligible?: boolean;
                            is_cylinder?: boolean;
                            /** @default 0 */
                            price_cents?: number;
                            resale_id: number;
                            stock_attributes?: {
                                minimum?: number;
                            } | null;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Product"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Product"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        product: {
                            bottle_id?: number | null;
                            /** @enum {string|null} */
                            capacity?: "P2" | "P5" | "P8" | "P13" | "P20" | "P45" | "P90" | null;
                            category_id?: number | null;
                            default?: boolean;
                            description?: string;
                            fiscal?: {
                                ad_rem_rate_e4: number;
                                anp_code?: string | null;
                                anp_description?: string | null;
                                cest?: string | null;
                                cfop: string;
                                cofins_cst: string;
                                ibs_cbs_class: string;
                                ibs_cbs_cst: string;
                                icms_code: string;
                                /** @enum {string} */
                                icms_kind: "cst" | "csosn";
                                ncm: string;
                                /** @enum {string} */
                                origin: "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8";
                                p_glp_e4: number;
                                p_gni_e4: number;
                                p_gnn_e4: number;
                                pis_cst: string;
                                start_value_cents: number;
                                taxable_per_unit_e4: number;
                                taxable_unit: string;
                            };
                            gas_do_povo_eligible?: boolean;
                            is_cylinder?: boolean;
                            price_cents?: number;
                            resale_id?: number;
                            stock_attributes?: {
                                minimum?: number;
                            } | null;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Product"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/products/{id}/fiscal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductFiscal"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    resale_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductOptions"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/search/{query}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    format?: "csv" | "xlsx";
                    page?: number;
                    per_page?: "all";
                    product_id?: number;
                    query?: string;
                    resale_id?: number;
                };
                header?: never;
                path: {
                    query: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Product"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/receivables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    customer_id?: number;
                    customer_name_or_document?: string;
                    date?: string;
                    date_param?: "due_date" | "issue_date" | "receipt_date";
                    date_type?: "due_date" | "issue_date" | "receipt_date";
                    employee_id?: number;
                    format?: "csv" | "xlsx";
                    options?: boolean | ("true" | "false");
                    page?: number;
                    payment_method_id?: number;
                    resale_id?: number;
                    status?: "received" | "earlydue" | "overdue" | "all";
                    user_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReceivableList"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        receivable: {
                            bill_attributes: {
                                account_id?: number | null;
                                description?: string | null;
                                due_date?: string | null;
                                issue_date?: string | null;
                                payment_method_id?: number | null;
                                value_cents: number;
                            };
                            customer_id: number;
                            document?: string | null;
                            resale_id: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Receivable"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/receivables/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Receivable"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        receivable: {
                            bill_attributes?: {
                                account_id?: number | null;
                                payment_method_id?: number | null;
                            } & {
                                [key: string]: unknown;
                            };
                            discount_cents?: number;
                            fine_cents?: number;
                            receipt_date?: string | null;
                        } & {
                            [key: string]: unknown;
                        };
                        received_value?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Receivable"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/receivables/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        receivable_ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Receivable"][];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/receivables/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FinanceFormOptions"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/receivables/new": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FinanceFormOptions"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/receivables/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FinanceOptions"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/average_price_product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    date?: string;
                    format?: "csv" | "xlsx";
                    resale_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AveragePrice"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/comodato": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    at_risk?: boolean | ("true" | "false");
                    format?: "csv" | "xlsx";
                    resale_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ComodatoReport"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/daily_closing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    date?: string;
                    format?: "csv" | "xlsx";
                    resale_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DailyClosing"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/gas_do_povo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    date?: string;
                    format?: "csv" | "xlsx";
                    resale_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GasDoPovoReport"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ReportOptions"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/payment_method_per_seller": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    date?: string;
                    format?: "csv" | "xlsx";
                    resale_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PaymentMethodPerSeller"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports/product_per_seller": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    date?: string;
                    format?: "csv" | "xlsx";
                    resale_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProductPerSeller"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    format?: "csv" | "xlsx";
                    page?: number;
                    query?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page (headers Total, Per-Page); with `format`, every row as a CSV or XLSX file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Resale"][];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        resale: {
                            address_attributes?: {
                                city_id?: number | null;
                                complement?: string | null;
                                id?: number;
                                neighborhood?: string | null;
                                number?: string | null;
                                patio?: string | null;
                                reference?: string | null;
                                references?: string | null;
                                zipcode?: string | null;
                            } | null;
                            anp_number?: string | null;
                            anp_registration?: string | null;
                            cnpj?: string | null;
                            deliverers_take_orders?: boolean;
                            email?: string | null;
                            gas_do_povo_bank_id?: number | null;
                            gas_do_povo_enrolled?: boolean;
                            ie?: string | null;
                            name: string;
                            phone?: string | null;
                            pix_key?: string | null;
                            /** @enum {string|null} */
                            pix_key_type?: "cpf" | "cnpj" | "email" | "phone" | "random" | null;
                            /**
                             * @default resale
                             * @enum {string}
                             */
                            resale_type?: "resale" | "point";
                            storage?: number | null;
                            storage_class_kg?: number | null;
                            tied_brand_id?: number | null;
                            /** @enum {string} */
                            tied_brand_policy?: "warn" | "refuse";
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Resale"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resales/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Resale"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        resale: {
                            address_attributes?: {
                                city_id?: number | null;
                                complement?: string | null;
                                id?: number;
                                neighborhood?: string | null;
                                number?: string | null;
                                patio?: string | null;
                                reference?: string | null;
                                references?: string | null;
                                zipcode?: string | null;
                            } | null;
                            anp_number?: string | null;
                            anp_registration?: string | null;
                            cnpj?: string | null;
                            deliverers_take_orders?: boolean;
                            email?: string | null;
                            gas_do_povo_bank_id?: number | null;
                            gas_do_povo_enrolled?: boolean;
                            ie?: string | null;
                            name?: string;
                            phone?: string | null;
                            pix_key?: string | null;
                            /** @enum {string|null} */
                            pix_key_type?: "cpf" | "cnpj" | "email" | "phone" | "random" | null;
                            /** @enum {string} */
                            resale_type?: "resale" | "point";
                            storage?: number | null;
                            storage_class_kg?: number | null;
                            tied_brand_id?: number | null;
                            /** @enum {string} */
                            tied_brand_policy?: "warn" | "refuse";
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Resale"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/resales/{id}/fiscal_settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FiscalSettings"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        fiscal_settings: {
                            certificate?: {
                                password: string;
                                pfx_base64: string;
                            } | null;
                            crt: 1 | 2 | 3 | 4;
                            csc_id?: string | null;
                            csc_token?: string | null;
                            /** @enum {string} */
                            environment: "homologacao" | "producao";
                            /** @enum {string} */
                            issue_on: "manual" | "save" | "delivered";
                            next_number: number;
                            nuvem_client_id?: string | null;
                            nuvem_client_secret?: string | null;
                            payment_codes?: {
                                [key: string]: {
                                    /** @enum {string} */
                                    tPag: "10" | "11" | "12" | "13" | "15" | "16" | "17" | "18" | "19" | "90" | "99" | "01" | "02" | "03" | "04" | "05";
                                    xPag?: string;
                                };
                            };
                            /** @enum {string} */
                            provider?: "sefaz" | "nuvem_fiscal";
                            series: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FiscalSettings"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resales/{id}/fiscal_settings/test_connection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FiscalConnectionTest"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resales/{id}/whatsapp_qrcode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resales/{id}/whatsapp_settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WhatsappSettings"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        whatsapp_settings: {
                            access_token?: string | null;
                            app_secret?: string | null;
                            business_account_id: string;
                            notify_confirmed?: boolean;
                            notify_delivered?: boolean;
                            notify_in_transit?: boolean;
                            phone_number_id: string;
                            templates?: {
                                body: string;
                                language: string;
                                name: string;
                                /** @enum {string|null} */
                                notify_event?: "confirmed" | "in_transit" | "delivered" | null;
                            }[];
                            verify_token: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WhatsappSettings"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resales/{id}/whatsapp_settings/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            display_phone_number: string;
                            quality_rating: string;
                            verified_name: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resales/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            resales: components["schemas"]["UnitRef"][];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resales/search/{query}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    format?: "csv" | "xlsx";
                    page?: number;
                    query?: string;
                };
                header?: never;
                path: {
                    query: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Resale"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    amount?: number;
                    channel?: "disk" | "business" | "pos" | "door" | "whatsapp" | "others";
                    customer_id?: number;
                    date?: string;
                    employee_id?: number;
                    format?: "csv" | "xlsx";
                    group_id?: number;
                    nfce_status?: "em_processamento" | "autorizada" | "rejeitada" | "sem_nfce";
                    number?: number;
                    page?: number;
                    payment_method_id?: number;
                    resale_id?: number;
                    search?: string;
                    sector_id?: number;
                    status?: "created" | "delayed" | "in_transit" | "delivered" | "finished" | "canceled" | "rejected";
                    unassigned?: boolean | ("true" | "false");
                    user_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Sale"][];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        sale: {
                            /** @enum {string} */
                            channel?: "disk" | "business" | "pos" | "door" | "whatsapp" | "others";
                            customer_attributes?: {
                                address_attributes?: {
                                    city_id?: number | null;
                                    complement?: string | null;
                                    id?: number;
                                    neighborhood?: string | null;
                                    number?: string | null;
                                    patio?: string | null;
                                    reference?: string | null;
                                    references?: string | null;
                                    zipcode?: string | null;
                                } | null;
                                birth_day?: number | null;
                                birth_month?: number | null;
                                birthday?: string | null;
                                callback_on?: string | null;
                                /** @enum {string|null} */
                                contacted?: "scheduled" | "whatsapp" | "dont_answer" | "dont_need" | "dont_want" | "pos_sale" | "invoiced" | "blank" | null;
                                contacts_attributes?: {
                                    _destroy?: boolean;
                                    id?: number;
                                    phone?: string | null;
                                    whatsapp?: boolean;
                                }[];
                                cpf_cnpj?: string | null;
                                gas_do_povo_cycle_months?: number | null;
                                group_id?: number | null;
                                id?: number;
                                name?: string;
                                obs?: string | null;
                                resale_id?: number;
                                sector_id?: number | null;
                            } | null;
                            customer_id?: number | null;
                            employee_id?: number | null;
                            gas_do_povo?: {
                                cpf_last4?: string | null;
                                empty_received?: boolean | null;
                                nsu?: string | null;
                                /** @enum {string|null} */
                                validation?: "bolsa_familia_card" | "caixa_debit_card" | "cpf_sms" | null;
                            } | null;
                            items_attributes?: {
                                _destroy?: boolean;
                                discount_cents?: number | null;
                                empty_brand_id?: number | null;
                                /** @enum {string} */
                                empty_return?: "recebido" | "vendido" | "deve";
                                id?: number;
                                price_cents?: number;
                                product_id?: number;
                                quantity?: number;
                            }[];
                            obs?: string | null;
                            payments_attributes?: {
                                _destroy?: boolean;
                                due_date?: string | null;
                                id?: number;
                                installments?: number;
                                payment_method_id?: number;
                                value_cents?: number;
                            }[];
                            resale_id: number;
                            /** Format: date-time */
                            sold_on?: string;
                            /** @enum {string} */
                            status?: "created" | "delayed" | "in_transit" | "delivered" | "finished" | "canceled" | "rejected";
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Sale"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Sale"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        sale: {
                            /** @enum {string} */
                            channel?: "disk" | "business" | "pos" | "door" | "whatsapp" | "others";
                            customer_attributes?: {
                                address_attributes?: {
                                    city_id?: number | null;
                                    complement?: string | null;
                                    id?: number;
                                    neighborhood?: string | null;
                                    number?: string | null;
                                    patio?: string | null;
                                    reference?: string | null;
                                    references?: string | null;
                                    zipcode?: string | null;
                                } | null;
                                birth_day?: number | null;
                                birth_month?: number | null;
                                birthday?: string | null;
                                callback_on?: string | null;
                                /** @enum {string|null} */
                                contacted?: "scheduled" | "whatsapp" | "dont_answer" | "dont_need" | "dont_want" | "pos_sale" | "invoiced" | "blank" | null;
                                contacts_attributes?: {
                                    _destroy?: boolean;
                                    id?: number;
                                    phone?: string | null;
                                    whatsapp?: boolean;
                                }[];
                                cpf_cnpj?: string | null;
                                gas_do_povo_cycle_months?: number | null;
                                group_id?: number | null;
                                id?: number;
                                name?: string;
                                obs?: string | null;
                                resale_id?: number;
                                sector_id?: number | null;
                            } | null;
                            customer_id?: number | null;
                            employee_id?: number | null;
                            gas_do_povo?: {
                                cpf_last4?: string | null;
                                empty_received?: boolean | null;
                                nsu?: string | null;
                                /** @enum {string|null} */
                                validation?: "bolsa_familia_card" | "caixa_debit_card" | "cpf_sms" | null;
                            } | null;
                            items_attributes?: {
                                _destroy?: boolean;
                                discount_cents?: number | null;
                                empty_brand_id?: number | null;
                                /** @enum {string} */
                                empty_return?: "recebido" | "vendido" | "deve";
                                id?: number;
                                price_cents?: number;
                                product_id?: number;
                                quantity?: number;
                            }[];
                            obs?: string | null;
                            payments_attributes?: {
                                _destroy?: boolean;
                                due_date?: string | null;
                                id?: number;
                                installments?: number;
                                payment_method_id?: number;
                                value_cents?: number;
                            }[];
                            resale_id?: number;
                            /** Format: date-time */
                            sold_on?: string;
                            /** @enum {string} */
                            status?: "created" | "delayed" | "in_transit" | "delivered" | "finished" | "canceled" | "rejected";
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Sale"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/sales/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        reason?: string | null;
                    } | null;
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Sale"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/sales/{id}/nfce": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SaleNfce"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SaleNfce"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales/{id}/nfce/danfe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["NfceDanfe"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales/{id}/nfce/xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales/{id}/pix": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SalePix"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales/{id}/pix_confirmations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SalePix"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales/{id}/take": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Sale"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales/destroy_all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        sale_ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SaleOptions"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sales/update_status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        empties?: {
                            empty_brand_id: number | null;
                            product_id: number;
                        }[];
                        gas_do_povo?: {
                            cpf_last4?: string | null;
                            empty_received?: boolean | null;
                            nsu?: string | null;
                            /** @enum {string|null} */
                            validation?: "bolsa_familia_card" | "caixa_debit_card" | "cpf_sms" | null;
                        } | null;
                        gas_do_povo_switch?: boolean;
                        id: number;
                        reason?: string | null;
                        /** @enum {string} */
                        status: "created" | "delayed" | "in_transit" | "delivered" | "finished" | "canceled" | "rejected";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Sale"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/sales/update_status_all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        sale_ids: number[];
                        /** @enum {string} */
                        status: "created" | "delayed" | "in_transit" | "delivered" | "finished" | "canceled" | "rejected";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Sale"][];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/sectors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    format?: "csv" | "xlsx";
                    page?: number;
                    query?: string;
                    resale_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Sector"][];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        sector: {
                            description: string;
                            resale_id: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Sector"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sectors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Sector"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        sector: {
                            description?: string;
                            resale_id?: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Sector"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/sectors/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UnitOptions"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settlements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    date?: string | null;
                    employee_id?: number;
                    resale_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Settlement"];
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        settlement: {
                            amounts_attributes?: {
                                handed_in_cents: number;
                                payment_method_id: number;
                            }[];
                            date?: string | null;
                            employee_id: number;
                            empties_attributes?: {
                                brand_id: number | null;
                                /** @enum {string} */
                                capacity: "P2" | "P5" | "P8" | "P13" | "P20" | "P45" | "P90";
                                handed_in: number;
                            }[];
                            note?: string | null;
                            resale_id: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Settlement"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settlements/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        settlement: {
                            amounts_attributes?: {
                                handed_in_cents: number;
                                payment_method_id: number;
                            }[];
                            date?: string | null;
                            employee_id: number;
                            empties_attributes?: {
                                brand_id: number | null;
                                /** @enum {string} */
                                capacity: "P2" | "P5" | "P8" | "P13" | "P20" | "P45" | "P90";
                                handed_in: number;
                            }[];
                            note?: string | null;
                            resale_id: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Settlement"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settlements/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SettlementOptions"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settlements/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        settlement: {
                            date?: string | null;
                            employee_id: number;
                            resale_id: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Settlement"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stock_appointments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    customer_id?: number;
                    end_date?: string | null;
                    format?: "csv" | "xlsx";
                    movement_id?: "inflow" | "outflow" | "receivable" | "lending" | "defect";
                    page?: number;
                    query?: string;
                    resale_id?: number;
                    start_date?: string | null;
                    user_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StockAppointment"][];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        stock_appointment: {
                            customer_id?: number | null;
                            date?: string | null;
                            justification?: string | null;
                            /**
                             * @default inflow
                             * @enum {string}
                             */
                            movement?: "inflow" | "outflow" | "receivable" | "lending" | "defect";
                            product_id: number;
                            quantity: number;
                            /** @enum {string|null} */
                            reason?: "compensation" | "transference" | "donation" | "lost" | "others" | null;
                            resale_id: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StockAppointment"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stock_appointments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StockAppointment"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stock_appointments/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StockAppointmentOptions"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stock_appointments/write_off/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        quantity: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["StockAppointment"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/suppliers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    format?: "csv" | "xlsx";
                    page?: number;
                    query?: string;
                    resale_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page (headers Total, Per-Page); with `format`, every row as a CSV or XLSX file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Supplier"][];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        supplier: {
                            address_attributes?: {
                                city_id?: number | null;
                                complement?: string | null;
                                id?: number;
                                neighborhood?: string | null;
                                number?: string | null;
                                patio?: string | null;
                                reference?: string | null;
                                references?: string | null;
                                zipcode?: string | null;
                            } | null;
                            bottle_brand_id?: number | null;
                            cpf_cnpj?: string | null;
                            email?: string | null;
                            name: string;
                            note?: string | null;
                            phone?: string | null;
                            resale_ids?: number[];
                            trade_name?: string | null;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Supplier"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suppliers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Supplier"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        supplier: {
                            address_attributes?: {
                                city_id?: number | null;
                                complement?: string | null;
                                id?: number;
                                neighborhood?: string | null;
                                number?: string | null;
                                patio?: string | null;
                                reference?: string | null;
                                references?: string | null;
                                zipcode?: string | null;
                            } | null;
                            bottle_brand_id?: number | null;
                            cpf_cnpj?: string | null;
                            email?: string | null;
                            name?: string;
                            note?: string | null;
                            phone?: string | null;
                            resale_ids?: number[];
                            trade_name?: string | null;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Supplier"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/suppliers/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UnitOptions"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/suppliers/search/{query}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    format?: "csv" | "xlsx";
                    page?: number;
                    query?: string;
                    resale_id?: number;
                };
                header?: never;
                path: {
                    query: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Supplier"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    bank_id?: number;
                    date?: string;
                    format?: "csv" | "xlsx";
                    movement?: "inflow" | "outflow" | "receivable";
                    page?: number;
                    query?: string;
                    resale_id?: number;
                    user_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Transaction"][];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        transaction: {
                            account_id?: number | null;
                            bank_id?: number | null;
                            date?: string | null;
                            description: string;
                            /** @enum {string} */
                            movement: "inflow" | "outflow";
                            resale_id: number;
                            value_cents: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Transaction"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transactions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Transaction"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        transaction: {
                            account_id?: number | null;
                            bank_id?: number | null;
                            date?: string | null;
                            description?: string;
                            /** @enum {string} */
                            movement?: "inflow" | "outflow";
                            resale_id?: number;
                            value_cents?: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Transaction"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/transactions/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FinanceOptions"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transactions/search/{query}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    bank_id?: number;
                    date?: string;
                    format?: "csv" | "xlsx";
                    movement?: "inflow" | "outflow" | "receivable";
                    page?: number;
                    query?: string;
                    resale_id?: number;
                    user_id?: number;
                };
                header?: never;
                path: {
                    query: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Transaction"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    format?: "csv" | "xlsx";
                    page?: number;
                    query?: string;
                    resale_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page (headers Total, Per-Page); with `format`, every row as a CSV or XLSX file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["User"][];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        user: {
                            email: string;
                            employee_id?: number | null;
                            password?: string | null;
                            phone?: string | null;
                            /** @default [] */
                            resale_ids?: number[];
                            /**
                             * @default deliverer
                             * @enum {string}
                             */
                            role?: "deliverer" | "attendant" | "admin";
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["User"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["User"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        user: {
                            email?: string;
                            employee_id?: number | null;
                            password?: string | null;
                            phone?: string | null;
                            resale_ids?: number[];
                            /** @enum {string} */
                            role?: "deliverer" | "attendant" | "admin";
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["User"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/users/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Session"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UserOptions"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Session"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/search/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    format?: "csv" | "xlsx";
                    page?: number;
                    query?: string;
                    resale_id?: number;
                };
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["User"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/sign_in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        user: {
                            login: string;
                            password: string;
                            remember?: boolean | ("0" | "1" | "true" | "false");
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Session"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vehicles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    format?: "csv" | "xlsx";
                    page?: number;
                    query?: string;
                    resale_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A page (headers Total, Per-Page); with `format`, every row as a CSV or XLSX file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Vehicle"][];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        vehicle: {
                            brand?: string | null;
                            /** @enum {string} */
                            fuel_type?: "gas" | "diesel" | "alcohol" | "flex";
                            license_plate: string;
                            model?: string | null;
                            resale_ids?: number[];
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Vehicle"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vehicles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Vehicle"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        vehicle: {
                            brand?: string | null;
                            /** @enum {string} */
                            fuel_type?: "gas" | "diesel" | "alcohol" | "flex";
                            license_plate?: string;
                            model?: string | null;
                            resale_ids?: number[];
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Vehicle"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/vehicles/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["UnitOptions"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vehicles/search/{query}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    format?: "csv" | "xlsx";
                    page?: number;
                    query?: string;
                    resale_id?: number;
                };
                header?: never;
                path: {
                    query: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Vehicle"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/whatsapp/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        whatsapp_conversation: {
                            customer_id: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WhatsappConversation"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/whatsapp/conversations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            conversation: components["schemas"]["WhatsappConversation"];
                            messages: components["schemas"]["WhatsappMessage"][];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/whatsapp/conversations/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        whatsapp_message: {
                            text: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WhatsappMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/whatsapp/conversations/{id}/template_messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        whatsapp_template_message: {
                            /** @default [] */
                            params?: string[];
                            template_id: number;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WhatsappMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/whatsapp/conversations/{id}/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WhatsappTemplate"][];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/whatsapp/conversations/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    resale_id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            rows: components["schemas"]["WhatsappConversation"][];
                            total: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/whatsapp/messages/{id}/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/whatsapp/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    "hub.challenge"?: string;
                    "hub.mode"?: string;
                    "hub.verify_token"?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Default Response */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            received: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorReply"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Account: {
            category: {
                id: number;
                name: string;
            };
            category_id: number;
            /** Format: date-time */
            created_at: string;
            description: string;
            /** @enum {string} */
            group: "operational" | "financial" | "investment";
            id: number;
            /** @enum {string} */
            movement: "inflow" | "outflow";
            resale: components["schemas"]["UnitRef"];
            resale_id: number;
            /** Format: date-time */
            updated_at: string;
        };
        AccountOptions: {
            categories: {
                id: number;
                name: string;
            }[];
            resales: components["schemas"]["UnitRef"][];
        };
        Address: {
            city: components["schemas"]["CityRef"] | null;
            city_id: number | null;
            complement: string | null;
            id: number;
            neighborhood: string | null;
            number: string | null;
            patio: string | null;
            reference: string | null;
            references: string | null;
            zipcode: string | null;
        };
        AuditLog: {
            action: string;
            after: {
                [key: string]: unknown;
            } | null;
            before: {
                [key: string]: unknown;
            } | null;
            /** Format: date-time */
            created_at: string;
            id: number;
            record_id: string;
            resource: string;
            user: {
                email: string;
                id: number;
            } | null;
        };
        AveragePrice: {
            channels: {
                /** @enum {string} */
                channel: "disk" | "business" | "pos" | "door" | "whatsapp" | "others";
                name: string;
                products: components["schemas"]["ReportProductRow"][];
            }[];
            employees: {
                id: number;
                name: string;
                products: components["schemas"]["ReportProductRow"][];
            }[];
            /** Format: date */
            end_date: string;
            groups: {
                description: string;
                id: number;
                products: components["schemas"]["ReportProductRow"][];
            }[];
            products: components["schemas"]["ReportProductRow"][];
            sectors: {
                description: string;
                id: number;
                products: components["schemas"]["ReportProductRow"][];
            }[];
            /** Format: date */
            start_date: string;
        };
        Bank: {
            account: string | null;
            ag: string | null;
            balance_cents: number;
            /** Format: date-time */
            created_at: string;
            description: string;
            id: number;
            init_balance_cents: number;
            resale: components["schemas"]["UnitRef"];
            resale_id: number;
            /** @enum {string} */
            type_bank: "safe" | "institute";
            /** Format: date-time */
            updated_at: string;
        };
        Bill: {
            account_id: number | null;
            description: string | null;
            /** Format: date */
            due_date: string;
            /** Format: date */
            issue_date: string;
            payment_method: {
                description: string;
                id: number;
            } | null;
            payment_method_id: number | null;
            value_cents: number;
        };
        BottleBrand: {
            active: boolean;
            /** Format: date-time */
            created_at: string;
            id: number;
            name: string;
            resale_ids: number[];
            resales: components["schemas"]["UnitRef"][];
            /** Format: date-time */
            updated_at: string;
        };
        CallLog: {
            /** Format: date-time */
            created_at: string;
            customer: components["schemas"]["NameRef"] | null;
            id: number;
            /** @enum {string} */
            kind: "incoming" | "outgoing";
            phone: string;
            resale: components["schemas"]["UnitRef"];
            resale_id: number;
        };
        CallLogOptions: {
            resales: components["schemas"]["UnitRef"][];
            users: components["schemas"]["NameRef"][];
        };
        Category: {
            id: number;
            name: string;
            resale_id: number;
        };
        CepAddress: {
            city: components["schemas"]["City"] | null;
            city_id: number | null;
            complement: string;
            neighborhood: string;
            patio: string;
            state: string;
            zipcode: string;
        };
        City: {
            id: number;
            name: string;
            state_acronym: string;
            state_name: string;
        };
        CityRef: {
            id: number;
            name: string;
            state_acronym: string;
            state_name: string;
        };
        ComodatoLine: {
            at_risk: boolean;
            customer: components["schemas"]["NameRef"];
            customer_id: number;
            held: number;
            /** Format: date */
            last_sale_on: string | null;
            lent: number;
            product: {
                description: string;
                id: number;
            };
            product_id: number;
            purchase_interval_days: number | null;
            resale_id: number;
            returned: number;
            /** Format: date */
            since: string | null;
        };
        ComodatoReport: {
            customers: number;
            held: number;
            lines: components["schemas"]["ComodatoLine"][];
            /** Format: date */
            today: string;
        };
        Customer: {
            address: components["schemas"]["Address"] | null;
            birth_day: number | null;
            birth_month: number | null;
            /** Format: date */
            birthday: string | null;
            /** Format: date */
            callback_on: string | null;
            contacted: string | null;
            /** Format: date-time */
            contacted_at: string | null;
            contacts: {
                id: number;
                phone: string;
                whatsapp: boolean;
            }[];
            cpf_cnpj: string | null;
            /** Format: date-time */
            created_at: string;
            debt_cents: number;
            empties: {
                /** @enum {string} */
                account: "owed" | "loan";
                brand: string | null;
                /** @enum {string} */
                capacity: "P2" | "P5" | "P8" | "P13" | "P20" | "P45" | "P90";
                quantity: number;
            }[];
            /** Format: date */
            first_sale_on: string | null;
            gas_do_povo: {
                cycle_months: number;
                /** Format: date */
                last_redemption_on: string;
                /** Format: date */
                next_voucher_on: string;
            } | null;
            gas_do_povo_cycle_months: number | null;
            group: {
                description: string;
                id: number;
            } | null;
            group_id: number | null;
            id: number;
            last_sale: {
                /** Format: date */
                sold_on: string;
            } | null;
            /** Format: date */
            last_sale_on: string | null;
            name: string;
            /** Format: date */
            next_purchase_on: string | null;
            obs: string | null;
            purchase_interval_days: number | null;
            /** Format: date */
            repurchase_on: string | null;
            resale: components["schemas"]["UnitRef"] | null;
            resale_id: number;
            sector: {
                description: string;
                id: number;
            } | null;
            sector_id: number | null;
            /** Format: date-time */
            updated_at: string;
        };
        CustomerAdditionalInfo: {
            debt_cents: number;
            expired_debt_cents: number;
            id: number;
            interval_purchasing_in_days: number[];
            /** Format: date */
            last_sale_on: string | null;
            /** Format: date */
            next_purchase_on: string | null;
            purchase_interval_days: number | null;
        };
        CustomerComodato: {
            at_risk: boolean;
            held: number;
            lines: components["schemas"]["ComodatoLine"][];
        };
        CustomerEmpties: {
            customer_id: number;
            loan: {
                brand: string | null;
                brand_id: number | null;
                /** @enum {string} */
                capacity: "P2" | "P5" | "P8" | "P13" | "P20" | "P45" | "P90";
                quantity: number;
            }[];
            owed: {
                brand: string | null;
                brand_id: number | null;
                /** @enum {string} */
                capacity: "P2" | "P5" | "P8" | "P13" | "P20" | "P45" | "P90";
                quantity: number;
            }[];
        };
        CustomerImport: {
            created: number;
            /** Format: date-time */
            created_at: string;
            done: number;
            error: string | null;
            failed: {
                errors: {
                    [key: string]: string[];
                };
                line: number;
                name: string;
                reason: string;
            }[];
            file_name: string;
            /** Format: date-time */
            finished_at: string | null;
            id: number;
            refused: number;
            resale_id: number;
            /** @enum {string} */
            state: "running" | "finished" | "failed" | "interrupted";
            total: number;
            updated: number;
        };
        CustomerList: {
            data: components["schemas"]["CustomerWithSegment"][];
            meta: {
                options?: components["schemas"]["CustomerListOptions"];
                per_page: number;
                total: number;
            };
        };
        CustomerListOptions: {
            groups: {
                description: string;
                id: number;
                resale_id: number;
            }[];
            resales: components["schemas"]["UnitRef"][];
            sectors: {
                description: string;
                id: number;
                resale_id: number;
            }[];
        };
        CustomerSale: {
            change_cents: number;
            /** @enum {string} */
            channel: "disk" | "business" | "pos" | "door" | "whatsapp" | "others";
            doc_number: number;
            employee: components["schemas"]["NameRef"] | null;
            employee_id: number | null;
            id: number;
            items: {
                discount_cents: number;
                id: number;
                price_cents: number;
                product: {
                    description: string;
                    id: number;
                };
                product_id: number;
                quantity: number;
            }[];
            obs: string | null;
            payments: {
                /** Format: date */
                due_date: string | null;
                id: number;
                installments: number;
                payment_method: {
                    description: string;
                    id: number;
                };
                payment_method_id: number;
                value_cents: number;
            }[];
            resale_id: number;
            /** Format: date-time */
            sold_on: string;
            /** @enum {string} */
            status: "created" | "delayed" | "in_transit" | "delivered" | "finished" | "canceled" | "rejected";
            total_cents: number;
        };
        CustomerWithSegment: {
            address: components["schemas"]["Address"] | null;
            birth_day: number | null;
            birth_month: number | null;
            /** Format: date */
            birthday: string | null;
            /** Format: date */
            callback_on: string | null;
            contacted: string | null;
            /** Format: date-time */
            contacted_at: string | null;
            contacts: {
                id: number;
                phone: string;
                whatsapp: boolean;
            }[];
            cpf_cnpj: string | null;
            /** Format: date-time */
            created_at: string;
            debt_cents: number;
            empties: {
                /** @enum {string} */
                account: "owed" | "loan";
                brand: string | null;
                /** @enum {string} */
                capacity: "P2" | "P5" | "P8" | "P13" | "P20" | "P45" | "P90";
                quantity: number;
            }[];
            /** Format: date */
            first_sale_on: string | null;
            gas_do_povo: {
                cycle_months: number;
                /** Format: date */
                last_redemption_on: string;
                /** Format: date */
                next_voucher_on: string;
            } | null;
            gas_do_povo_cycle_months: number | null;
            group: {
                description: string;
                id: number;
            } | null;
            group_id: number | null;
            id: number;
            last_sale: {
                /** Format: date */
                sold_on: string;
            } | null;
            /** Format: date */
            last_sale_on: string | null;
            name: string;
            /** Format: date */
            next_purchase_on: string | null;
            obs: string | null;
            purchase_interval_days: number | null;
            /** Format: date */
            repurchase_on: string | null;
            resale: components["schemas"]["UnitRef"] | null;
            resale_id: number;
            sector: {
                description: string;
                id: number;
            } | null;
            sector_id: number | null;
            /** @enum {string} */
            segment: "novo" | "regular" | "vip" | "em_risco" | "inativo";
            /** Format: date-time */
            updated_at: string;
        };
        DailyClosing: {
            chart_data: {
                /** Format: date */
                date: string;
                inflow: number;
                outflow: number;
            }[];
            employees_payments: {
                id: number;
                name: string;
                payments: {
                    [key: string]: number;
                };
            }[];
            employees_products: {
                id: number;
                name: string;
                products: {
                    [key: string]: number;
                };
                values: {
                    [key: string]: number;
                };
            }[];
            /** Format: date */
            end_date: string;
            expenses: {
                account: string | null;
                /** Format: date */
                date: string;
                description: string;
                id: number;
                value_cents: number;
            }[];
            payment_methods: {
                description: string;
                id: number;
            }[];
            payments: {
                [key: string]: number;
            };
            payments_received: {
                [key: string]: number;
            };
            products: {
                description: string;
                id: number;
            }[];
            result: {
                balance_cents: number;
                inflow_cents: number;
                other_inflows_cents: number;
                outflow_cents: number;
                receipts_cents: number;
                sales_cash_cents: number;
            };
            /** Format: date */
            start_date: string;
            status: {
                [key: string]: number;
            };
        };
        Dashboard: {
            by_hour: {
                /** @enum {string} */
                channel: "disk" | "business" | "pos" | "door" | "whatsapp" | "others";
                hour: number;
                orders: number;
                revenue_cents: number;
            }[];
            cash_term: {
                cash_cents: number;
                term_cents: number;
            };
            deliverers: {
                buckets: {
                    over_60: number;
                    up_to_15: number;
                    up_to_30: number;
                    up_to_60: number;
                };
                delivered: number;
                employee_id: number | null;
                name: string;
                on_time: number;
                on_time_rate: number | null;
            }[];
            delivery_buckets: {
                /** @enum {string} */
                bucket: "up_to_15" | "up_to_30" | "up_to_60" | "over_60";
                count: number;
            }[];
            gas_do_povo: {
                month: {
                    count: number;
                    value_cents: number;
                };
                open: {
                    count: number;
                    value_cents: number;
                };
            };
            late: number;
            period: {
                /** Format: date */
                from: string;
                /** Format: date */
                to: string;
            };
            receivables_week: {
                all: {
                    count: number;
                    value_cents: number;
                };
                earlydue: {
                    count: number;
                    value_cents: number;
                };
                /** Format: date */
                end: string;
                overdue: {
                    count: number;
                    value_cents: number;
                };
                received: {
                    count: number;
                    value_cents: number;
                };
                /** Format: date */
                start: string;
            };
            repurchase: {
                calls: number;
                orders: number;
                queue: number;
                rate: number | null;
            };
            segments: {
                customers: number;
                /** @enum {string} */
                segment: "novo" | "regular" | "vip" | "em_risco" | "inativo";
            }[];
            /** Format: date */
            today: string;
            totals: {
                average_ticket_cents: number;
                delivered: number;
                on_time: number;
                on_time_minutes: number;
                on_time_rate: number | null;
                orders: number;
                revenue_cents: number;
            };
        };
        DashboardLate: {
            late: number;
        };
        EditionInfo: {
            /** @enum {string} */
            edition: "gas" | "manager";
            /** @enum {boolean} */
            feminine: true;
            links: {
                label: string;
                url: string;
            }[];
            support_whatsapp: string;
            title: string;
            unit: string;
            unitLower: string;
            units: string;
            unitsPath: string;
            version: string;
        };
        Employee: {
            address: components["schemas"]["Address"] | null;
            /** Format: date */
            birthday: string | null;
            /** @enum {string|null} */
            cnh_category: "a" | "b" | "ab" | "c" | "d" | "e" | null;
            /** Format: date */
            cnh_date: string | null;
            cnh_number: string | null;
            cpf: string | null;
            /** Format: date-time */
            created_at: string;
            ctps: string | null;
            email: string | null;
            has_mopp: boolean;
            id: number;
            name: string;
            phone: string | null;
            resale_ids: number[];
            resales: components["schemas"]["UnitRef"][];
            rg: string | null;
            /** @enum {string} */
            role: "deliverer" | "attendant";
            /** Format: date-time */
            updated_at: string;
        };
        EmployeeOption: {
            id: number;
            name: string;
            resale_ids: number[];
            /** @enum {string} */
            role: "deliverer" | "attendant";
        };
        EmptyBrands: {
            brands: {
                id: number;
                name: string;
                resale_ids: number[];
            }[];
            units: {
                id: number;
                tied_brand_id: number | null;
                /** @enum {string} */
                tied_brand_policy: "warn" | "refuse";
            }[];
        };
        EmptyCount: {
            adjustments: {
                brand_id: number | null;
                /** @enum {string} */
                capacity: "P2" | "P5" | "P8" | "P13" | "P20" | "P45" | "P90";
                quantity: number;
                /** @enum {string} */
                state: "cheio" | "vazio" | "requalificar" | "avariado";
            }[];
        };
        EmptyDestroca: {
            brand_in: number;
            brand_out: number;
            id: number;
            quantity: number;
        };
        EmptyDistributors: {
            brand: string;
            brand_id: number;
            /** @enum {string|null} */
            capacity: "P2" | "P5" | "P8" | "P13" | "P20" | "P45" | "P90" | null;
            held: number;
            supplier: string;
            supplier_id: number;
        }[];
        EmptyMoves: {
            data: {
                account: string;
                brand: string | null;
                brand_id: number | null;
                /** @enum {string} */
                capacity: "P2" | "P5" | "P8" | "P13" | "P20" | "P45" | "P90";
                cause: string;
                created_at: string;
                customer: string | null;
                id: number;
                note: string | null;
                quantity: number;
                /** @enum {string} */
                state: "cheio" | "vazio" | "requalificar" | "avariado";
                vehicle: string | null;
                vehicle_id: number | null;
            }[];
            meta: {
                per_page: number;
                total: number;
            };
        };
        EmptyTransfer: {
            moved: number;
        };
        ErrorReply: {
            error: string;
        };
        FinanceFormOptions: {
            meta: {
                options: components["schemas"]["FinanceOptions"];
            };
        };
        FinanceOptions: {
            accounts: {
                category_name: string;
                id: number;
                label: string;
                /** @enum {string} */
                movement: "inflow" | "outflow";
                resale_id: number;
            }[];
            banks: {
                id: number;
                name: string;
                resale_id: number;
                /** @enum {string} */
                type_bank: "safe" | "institute";
            }[];
            employees: {
                id: number;
                name: string;
            }[];
            payment_methods: {
                description: string;
                id: number;
                resale_ids: number[];
            }[];
            resales: components["schemas"]["UnitRef"][];
            users: {
                email: string;
                id: number;
                name: string;
            }[];
        };
        FiscalConnectionTest: {
            c_stat: string | null;
            demo: boolean;
            demo_certificate: boolean;
            /** @enum {string} */
            environment: "homologacao" | "producao";
            message: string;
            ok: boolean;
            /** @enum {string|null} */
            problem: "noState" | "noCertificate" | "expired" | "unreadable" | "noServerKey" | "unreachable" | "timeout" | "tls" | "http" | "reply" | "nuvemCredentials" | "nuvemAuth" | "nuvemNoCnpj" | null;
            /** @enum {string} */
            provider: "sefaz" | "nuvem_fiscal";
            uf: string | null;
            x_motivo: string | null;
        };
        FiscalServiceDown: {
            /** @enum {string} */
            provider: "sefaz" | "nuvem_fiscal";
            resale: {
                id: number;
                name: string;
            };
            since: string;
            waiting: number;
        };
        FiscalSettings: {
            certificate: {
                days_left: number;
                /** Format: date-time */
                expires_at: string;
                holder: string;
                /** @enum {string} */
                state: "valid" | "expiring" | "expired";
            } | null;
            crt: number;
            csc_id: string | null;
            csc_token_set: boolean;
            /** @enum {string} */
            environment: "homologacao" | "producao";
            /** @enum {string} */
            issue_on: "manual" | "save" | "delivered";
            next_number: number;
            nuvem_client_id: string | null;
            nuvem_client_secret_set: boolean;
            payment_codes: {
                [key: string]: {
                    /** @enum {string} */
                    tPag: "10" | "11" | "12" | "13" | "15" | "16" | "17" | "18" | "19" | "90" | "99" | "01" | "02" | "03" | "04" | "05";
                    xPag?: string;
                };
            };
            /** @enum {string} */
            provider: "sefaz" | "nuvem_fiscal";
            resale_id: number;
            sefaz_demo: boolean;
            series: number;
        };
        GasDoPovoDeposit: {
            bank_id: number;
            redemption_ids: number[];
            value_cents: number;
        };
        GasDoPovoPrice: {
            active: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date */
            ends_on: string | null;
            id: number;
            price_cents: number;
            source: string;
            /** Format: date */
            starts_on: string;
            uf: string;
            /** Format: date-time */
            updated_at: string;
        };
        GasDoPovoReconciliation: {
            data: components["schemas"]["GasDoPovoReconciliationRow"][];
            meta: {
                per_page: number;
                total: number;
                totals: {
                    all: {
                        count: number;
                        expected_cents: number;
                        received_cents: number;
                    };
                    divergent: {
                        count: number;
                        expected_cents: number;
                        received_cents: number;
                    };
                    overdue: {
                        count: number;
                        expected_cents: number;
                        received_cents: number;
                    };
                    pending: {
                        count: number;
                        expected_cents: number;
                        received_cents: number;
                    };
                    received: {
                        count: number;
                        expected_cents: number;
                        received_cents: number;
                    };
                };
            };
        };
        GasDoPovoReconciliationRow: {
            cpf_last4: string;
            difference_cents: number;
            /** Format: date */
            due_date: string;
            expected_cents: number;
            id: number;
            nsu: string;
            /** Format: date */
            receipt_date: string | null;
            receivable_id: number | null;
            received_cents: number;
            sale_id: number;
            /** Format: date */
            sold_on: string;
            /** @enum {string} */
            state: "pending" | "overdue" | "received" | "divergent";
            /** @enum {string} */
            validation: "bolsa_familia_card" | "caixa_debit_card" | "cpf_sms";
        };
        GasDoPovoReport: {
            days: {
                cost_cents: number;
                count: number;
                day: string;
                margin_cents: number;
                reference_cents: number;
                shelf_cents: number;
                versus_shelf_cents: number;
                without_cost: number;
            }[];
            /** Format: date */
            end: string;
            /** Format: date */
            start: string;
            total: {
                cost_cents: number;
                count: number;
                day: string;
                margin_cents: number;
                reference_cents: number;
                shelf_cents: number;
                versus_shelf_cents: number;
                without_cost: number;
            };
        };
        GasDoPovoUnitStatus: {
            bank_id: number | null;
            enrolled: boolean;
            price: {
                /** Format: date */
                ends_on: string | null;
                price_cents: number;
                source: string;
                /** Format: date */
                starts_on: string;
                uf: string;
            } | null;
            resale_id: number;
            uf: string | null;
        };
        Group: {
            /** Format: date-time */
            created_at: string;
            description: string;
            id: number;
            resale: components["schemas"]["UnitRef"] | null;
            resale_id: number;
            /** Format: date-time */
            updated_at: string;
        };
        Health: {
            /** @enum {string} */
            status: "ok" | "unavailable";
        };
        MissedCall: {
            /** Format: date-time */
            created_at: string;
            customer: components["schemas"]["NameRef"] | null;
            id: number;
            phone: string;
            resale: components["schemas"]["UnitRef"];
            resale_id: number;
        };
        NameRef: {
            id: number;
            name: string;
        };
        NfceDanfe: {
            access_key: string;
            access_key_blocks: string;
            change: string | null;
            consumer: string;
            demo: boolean;
            /** @enum {string} */
            environment: "homologacao" | "producao";
            environment_notice: string | null;
            info: string | null;
            issued_at: string;
            issuer: {
                address: string;
                cnpj: string;
                ie: string;
                name: string;
            };
            items: {
                code: string;
                description: string;
                quantity: string;
                total: string;
                unit: string;
                unit_price: string;
            }[];
            number: number;
            payments: {
                method: string;
                value: string;
            }[];
            protocol: string | null;
            qr_code: string;
            received_at: string | null;
            sale_id: number;
            series: number;
            /** @enum {string} */
            state: "em_processamento" | "autorizada" | "rejeitada";
            totals: {
                discount: string;
                icms_mono: string | null;
                items: number;
                products: string;
                to_pay: string;
            };
            url_chave: string;
        };
        Payable: {
            account_id: number | null;
            amount_cents: number;
            bill: components["schemas"]["Bill"];
            /** Format: date-time */
            created_at: string;
            /** Format: date */
            date: string | null;
            debt_cents: number;
            description: string | null;
            discount_cents: number;
            document: string | null;
            /** Format: date */
            due_date: string;
            fine_cents: number;
            id: number;
            /** Format: date */
            issue_date: string;
            payment_method: {
                description: string;
                id: number;
            } | null;
            payment_method_id: number | null;
            resale: components["schemas"]["UnitRef"];
            resale_id: number;
            /** @enum {string} */
            status: "paid" | "earlydue" | "overdue";
            supplier: {
                cpf_cnpj: string | null;
                id: number;
                name: string;
                trade_name: string | null;
            } | null;
            supplier_id: number | null;
            /** Format: date-time */
            updated_at: string;
            user_id: number | null;
            value_cents: number;
        };
        PayableList: {
            data: components["schemas"]["Payable"][];
            meta: {
                options?: components["schemas"]["FinanceOptions"];
                per_page: number;
                summary: {
                    all: {
                        count: number;
                        value_cents: number;
                    };
                    earlydue: {
                        count: number;
                        value_cents: number;
                    };
                    overdue: {
                        count: number;
                        value_cents: number;
                    };
                    paid: {
                        count: number;
                        value_cents: number;
                    };
                };
                total: number;
            };
        };
        PaymentMethod: {
            adm_tax: number;
            /** @enum {string} */
            card_type: "credit" | "debit" | "other";
            /** Format: date-time */
            created_at: string;
            default: boolean;
            delivery_time: number;
            description: string;
            id: number;
            is_card: boolean;
            resale_ids: number[];
            resales: components["schemas"]["UnitRef"][];
            status: boolean;
            /** Format: date-time */
            updated_at: string;
        };
        PaymentMethodPerSeller: {
            employees: {
                id: number;
                name: string;
                payments: {
                    [key: string]: number;
                };
            }[];
            payment_methods: {
                description: string;
                id: number;
            }[];
            payments: {
                [key: string]: number;
            };
        };
        PlaceEmpties: {
            balances: {
                brand: string | null;
                brand_id: number | null;
                /** @enum {string} */
                capacity: "P2" | "P5" | "P8" | "P13" | "P20" | "P45" | "P90";
                quantity: number;
                resale_id: number;
                /** @enum {string} */
                state: "cheio" | "vazio" | "requalificar" | "avariado";
                vehicle: string | null;
                vehicle_id: number | null;
            }[];
        };
        Product: {
            bottle: {
                description: string;
                id: number;
            } | null;
            bottle_id: number | null;
            /** @enum {string|null} */
            capacity: "P2" | "P5" | "P8" | "P13" | "P20" | "P45" | "P90" | null;
            category: {
                id: number;
                name: string;
            } | null;
            category_id: number | null;
            /** Format: date-time */
            created_at: string;
            default: boolean;
            description: string;
            gas_do_povo_eligible: boolean;
            id: number;
            is_cylinder: boolean;
            price_cents: number;
            resale: components["schemas"]["UnitRef"];
            resale_id: number;
            stock: {
                defect: number;
                lending: number;
                minimum: number;
                platform: number;
                total: number;
            };
            /** Format: date-time */
            updated_at: string;
        };
        ProductEntry: {
            /** Format: date-time */
            created_at: string;
            /** @enum {string} */
            discount_type: "value" | "percentage";
            discount_value_cents: number;
            /** Format: date */
            due_date: string | null;
            id: number;
            invoice_number: string | null;
            /** Format: date */
            issue_date: string;
            items: {
                bottle_movement: boolean;
                bottle_quantity: number;
                discount_cents: number;
                id: number;
                price_cents: number;
                product: {
                    description: string;
                    id: number;
                };
                product_id: number;
                quantity: number;
            }[];
            resale: components["schemas"]["UnitRef"];
            resale_id: number;
            serial_number: string | null;
            supplier: components["schemas"]["NameRef"] | null;
            supplier_id: number | null;
            total_cents: number;
        };
        ProductEntryList: {
            data: components["schemas"]["ProductEntry"][];
            meta: {
                options: {
                    resales: components["schemas"]["UnitRef"][];
                };
                per_page: number;
                summary: components["schemas"]["ProductEntrySummary"];
                total: number;
            };
        };
        ProductEntryOptions: {
            products: {
                bottle: {
                    description: string;
                    id: number;
                } | null;
                bottle_id: number | null;
                category_id: number | null;
                default: boolean;
                description: string;
                id: number;
                price_cents: number;
                resale_id: number;
            }[];
            resales: components["schemas"]["UnitRef"][];
        };
        ProductEntrySummary: {
            products: {
                items_price_cents: number;
                items_quantity: number;
                product_name: string;
            }[];
            total_cents: number;
            total_quantity: number;
        };
        ProductFiscal: {
            fiscal: {
                ad_rem_rate_e4: number;
                anp_code: string | null;
                anp_description: string | null;
                cest: string | null;
                cfop: string;
                cofins_cst: string;
                ibs_cbs_class: string;
                ibs_cbs_cst: string;
                icms_code: string;
                /** @enum {string} */
                icms_kind: "cst" | "csosn";
                ncm: string;
                /** @enum {string} */
                origin: "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8";
                p_glp_e4: number;
                p_gni_e4: number;
                p_gnn_e4: number;
                pis_cst: string;
                start_value_cents: number;
                taxable_per_unit_e4: number;
                taxable_unit: string;
            } | null;
            /** @enum {string|null} */
            preset: "p13" | "p20" | "p45" | "p90" | "water" | null;
            product_id: number;
            saved: boolean;
        };
        ProductOptions: {
            categories: components["schemas"]["Category"][];
            products: {
                bottle: {
                    description: string;
                    id: number;
                } | null;
                bottle_id: number | null;
                category_id: number | null;
                default: boolean;
                description: string;
                id: number;
                price_cents: number;
                resale_id: number;
            }[];
            resales: components["schemas"]["UnitRef"][];
        };
        ProductPerSeller: {
            employees: {
                id: number;
                name: string;
                products: {
                    [key: string]: number;
                };
                values: {
                    [key: string]: number;
                };
            }[];
            products: {
                description: string;
                id: number;
            }[];
        };
        Receivable: {
            account_id: number | null;
            bill: components["schemas"]["Bill"];
            /** Format: date-time */
            created_at: string;
            customer: {
                cpf_cnpj: string | null;
                id: number;
                name: string;
            } | null;
            customer_id: number | null;
            debt_cents: number;
            description: string | null;
            discount_cents: number;
            document: string | null;
            /** Format: date */
            due_date: string;
            employee_id: number | null;
            fine_cents: number;
            id: number;
            /** Format: date */
            issue_date: string;
            payment_method: {
                description: string;
                id: number;
            } | null;
            payment_method_id: number | null;
            /** Format: date */
            receipt_date: string | null;
            receipt_value_cents: number;
            received_cents: number;
            resale: components["schemas"]["UnitRef"];
            resale_id: number;
            sale_id: number | null;
            /** @enum {string} */
            status: "received" | "earlydue" | "overdue";
            /** Format: date-time */
            updated_at: string;
            user_id: number | null;
            value_cents: number;
        };
        ReceivableList: {
            data: components["schemas"]["Receivable"][];
            meta: {
                options?: components["schemas"]["FinanceOptions"];
                per_page: number;
                summary: {
                    all: {
                        count: number;
                        value_cents: number;
                    };
                    earlydue: {
                        count: number;
                        value_cents: number;
                    };
                    overdue: {
                        count: number;
                        value_cents: number;
                    };
                    received: {
                        count: number;
                        value_cents: number;
                    };
                };
                total: number;
            };
        };
        RejectedNfce: {
            c_stat: string | null;
            doc_number: number;
            /** @enum {string|null} */
            fix: "product" | "unit" | null;
            id: number;
            number: number | null;
            products: {
                description: string;
                id: number;
            }[];
            resale: {
                id: number;
                name: string;
            };
            sale_id: number;
            series: number | null;
            /** @enum {string} */
            source: "sefaz" | "build";
            updated_at: string;
            x_motivo: string | null;
        };
        ReportOptions: {
            resales: components["schemas"]["UnitRef"][];
        };
        ReportProductRow: {
            average_price_cents: number;
            description: string;
            id: number;
            sum_price_cents: number;
            sum_quantity: number;
        };
        RepurchaseStats: {
            range: {
                /** Format: date */
                end: string;
                /** Format: date */
                start: string;
            };
            stats: {
                calls: number;
                orders: number;
                rate: number | null;
                user: string;
                user_id: number | null;
            }[];
        };
        Resale: {
            address: components["schemas"]["Address"] | null;
            anp_number: string | null;
            anp_registration: string | null;
            cnpj: string | null;
            /** Format: date-time */
            created_at: string;
            deliverers_take_orders: boolean;
            email: string | null;
            gas_do_povo_bank_id: number | null;
            gas_do_povo_enrolled: boolean;
            id: number;
            ie: string | null;
            name: string;
            phone: string | null;
            pix_key: string | null;
            /** @enum {string|null} */
            pix_key_type: "cpf" | "cnpj" | "email" | "phone" | "random" | null;
            /** @enum {string} */
            resale_type: "resale" | "point";
            storage: number | null;
            storage_class_kg: number | null;
            tied_brand_id: number | null;
            /** @enum {string} */
            tied_brand_policy: "warn" | "refuse";
            /** Format: date-time */
            updated_at: string;
        };
        Sale: {
            /** Format: date-time */
            canceled_at: string | null;
            change_cents: number;
            /** @enum {string} */
            channel: "disk" | "business" | "pos" | "door" | "whatsapp" | "others";
            /** Format: date-time */
            created_at: string;
            customer: {
                address: components["schemas"]["Address"] | null;
                contacts: {
                    id: number;
                    phone: string;
                    whatsapp: boolean;
                }[];
                id: number;
                name: string;
            } | null;
            customer_id: number | null;
            /** Format: date-time */
            delivered_at: string | null;
            doc_number: number;
            employee: {
                id: number;
                name: string;
                phone: string | null;
            } | null;
            employee_id: number | null;
            /** Format: date-time */
            finished_at: string | null;
            gas_do_povo: {
                cancel_reason: string | null;
                cpf_last4: string;
                divergence_cents: number | null;
                /** Format: date */
                due_date: string;
                empty_received: boolean;
                id: number;
                nsu: string;
                price_cents: number;
                received_cents: number;
                uf: string;
                /** @enum {string} */
                validation: "bolsa_familia_card" | "caixa_debit_card" | "cpf_sms";
            } | null;
            id: number;
            /** Format: date-time */
            in_transit_at: string | null;
            items: {
                discount_cents: number;
                empty_brand_id: number | null;
                id: number;
                price_cents: number;
                product: {
                    /** @enum {string|null} */
                    capacity: "P2" | "P5" | "P8" | "P13" | "P20" | "P45" | "P90" | null;
                    description: string;
                    gas_do_povo_eligible: boolean;
                    id: number;
                    is_cylinder: boolean;
                };
                product_id: number;
                quantity: number;
            }[];
            /** @enum {string|null} */
            nfce_status: "em_processamento" | "autorizada" | "rejeitada" | null;
            obs: string | null;
            payments: {
                /** Format: date */
                due_date: string | null;
                id: number;
                installments: number;
                payment_method: {
                    default: boolean;
                    delivery_time: number;
                    description: string;
                    id: number;
                    /** @enum {string} */
                    kind: "regular" | "gas_do_povo";
                };
                payment_method_id: number;
                /** Format: date-time */
                pix_confirmed_at: string | null;
                pix_confirmed_by: components["schemas"]["NameRef"] | null;
                value_cents: number;
            }[];
            resale: components["schemas"]["UnitRef"];
            resale_id: number;
            /** Format: date-time */
            sold_on: string;
            /** @enum {string} */
            status: "created" | "delayed" | "in_transit" | "delivered" | "finished" | "canceled" | "rejected";
            total_cents: number;
            user: components["schemas"]["NameRef"] | null;
            user_id: number | null;
        };
        SaleNfce: {
            access_key: string | null;
            attempts: number;
            c_stat: string | null;
            demo: boolean;
            /** @enum {string} */
            environment: "homologacao" | "producao";
            environment_notice: string | null;
            model: number;
            number: number | null;
            protocol: string | null;
            received_at: string | null;
            sale_id: number;
            series: number | null;
            /** @enum {string} */
            state: "em_processamento" | "autorizada" | "rejeitada";
            state_label: string;
            updated_at: string;
            x_motivo: string | null;
        };
        SaleOptions: {
            amounts: {
                count: number;
                value: number;
            }[];
            employees: components["schemas"]["EmployeeOption"][];
            groups: {
                description: string;
                id: number;
                resale_id: number;
            }[];
            nfce_manual_unit_ids: number[];
            payment_methods: {
                default: boolean;
                delivery_time: number;
                description: string;
                id: number;
                /** @enum {string} */
                kind: "regular" | "gas_do_povo";
                resale_ids: number[];
                status: boolean;
            }[];
            products: {
                /** @enum {string|null} */
                capacity: "P2" | "P5" | "P8" | "P13" | "P20" | "P45" | "P90" | null;
                default: boolean;
                description: string;
                gas_do_povo_eligible: boolean;
                id: number;
                is_cylinder: boolean;
                price_cents: number;
                resale_id: number;
            }[];
            resales: components["schemas"]["UnitRef"][];
            sectors: {
                description: string;
                id: number;
                resale_id: number;
            }[];
            users: {
                email: string;
                id: number;
                name: string;
            }[];
        };
        SalePix: {
            amount_cents: number;
            /** Format: date-time */
            confirmed_at: string | null;
            confirmed_by: components["schemas"]["NameRef"] | null;
            doc_number: number;
            /** @enum {string|null} */
            missing: "key" | "city" | null;
            payload: string | null;
            receiver: {
                city: string | null;
                key: string | null;
                /** @enum {string|null} */
                key_type: "cpf" | "cnpj" | "email" | "phone" | "random" | null;
                name: string;
            };
            sale_id: number;
        };
        Sector: {
            /** Format: date-time */
            created_at: string;
            description: string;
            id: number;
            resale: components["schemas"]["UnitRef"] | null;
            resale_id: number;
            /** Format: date-time */
            updated_at: string;
        };
        Session: {
            user: components["schemas"]["SessionUser"] | null;
        };
        SessionUser: {
            email: string;
            employee: {
                id: number;
                name: string;
            } | null;
            id: number;
            phone: string | null;
            resale_ids: number[];
            resales: components["schemas"]["UnitRef"][];
            /** @enum {string} */
            role: "admin" | "attendant" | "deliverer";
        };
        Settlement: {
            /** Format: date */
            business_day: string;
            /** Format: date-time */
            closed_at: string | null;
            closed_by: components["schemas"]["NameRef"] | null;
            employee: components["schemas"]["NameRef"];
            employee_id: number;
            empties: {
                brand: string | null;
                brand_id: number | null;
                /** @enum {string} */
                capacity: "P2" | "P5" | "P8" | "P13" | "P20" | "P45" | "P90";
                difference: number;
                expected: number;
                handed_in: number;
            }[];
            id: number | null;
            lines: {
                difference_cents: number;
                expected_cents: number;
                handed_in_cents: number;
                payment_method: {
                    description: string;
                    id: number;
                };
                payment_method_id: number;
            }[];
            note: string | null;
            /** Format: date-time */
            reopened_at: string | null;
            reopened_by: components["schemas"]["NameRef"] | null;
            resale_id: number;
            sales_count: number;
            /** @enum {string} */
            status: "open" | "closed";
            totals: {
                difference_cents: number;
                expected_cents: number;
                handed_in_cents: number;
            };
        };
        SettlementOptions: {
            employees: components["schemas"]["EmployeeOption"][];
            resales: components["schemas"]["UnitRef"][];
        };
        StockAppointment: {
            /** Format: date-time */
            created_at: string;
            customer: components["schemas"]["NameRef"] | null;
            customer_id: number | null;
            /** Format: date */
            date: string;
            id: number;
            justification: string | null;
            /** @enum {string} */
            movement: "inflow" | "outflow" | "receivable" | "lending" | "defect";
            open_quantity: number;
            product: {
                description: string;
                id: number;
            };
            product_id: number;
            quantity: number;
            /** @enum {string|null} */
            reason: "compensation" | "transference" | "donation" | "lost" | "others" | null;
            resale: components["schemas"]["UnitRef"];
            resale_id: number;
            user: components["schemas"]["NameRef"] | null;
            written_off: number;
        };
        StockAppointmentOptions: {
            movements: {
                /** @enum {string} */
                id: "inflow" | "outflow" | "receivable" | "lending" | "defect";
                name: string;
            }[];
            products: {
                description: string;
                id: number;
                resale_id: number;
            }[];
            resales: components["schemas"]["UnitRef"][];
            users: components["schemas"]["NameRef"][];
        };
        Supplier: {
            address: components["schemas"]["Address"] | null;
            bottle_brand_id: number | null;
            cpf_cnpj: string | null;
            /** Format: date-time */
            created_at: string;
            email: string | null;
            id: number;
            name: string;
            note: string | null;
            phone: string | null;
            resale_ids: number[];
            resales: components["schemas"]["UnitRef"][];
            trade_name: string | null;
            /** Format: date-time */
            updated_at: string;
        };
        Transaction: {
            account: {
                category: {
                    name: string;
                };
                description: string;
                id: number;
            } | null;
            account_id: number | null;
            bank_id: number | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date */
            date: string;
            description: string;
            employee_id: number | null;
            id: number;
            /** @enum {string} */
            movement: "inflow" | "outflow" | "receivable";
            /** @enum {string|null} */
            origin: "sale" | "receivable" | "payable" | null;
            payable_id: number | null;
            receivable_id: number | null;
            resale: components["schemas"]["UnitRef"];
            resale_id: number;
            sale_id: number | null;
            /** Format: date-time */
            updated_at: string;
            user: components["schemas"]["NameRef"] | null;
            user_id: number | null;
            value_cents: number;
        };
        UnitOptions: {
            resales: components["schemas"]["UnitRef"][];
        };
        UnitRef: {
            id: number;
            name: string;
        };
        User: {
            /** Format: date-time */
            created_at: string;
            email: string;
            employee: {
                id: number;
                name: string;
            } | null;
            employee_id: number | null;
            id: number;
            phone: string | null;
            resale_ids: number[];
            resales: components["schemas"]["UnitRef"][];
            /** @enum {string} */
            role: "admin" | "attendant" | "deliverer";
            /** Format: date-time */
            updated_at: string;
        };
        UserOptions: {
            employees: components["schemas"]["EmployeeOption"][];
            resales: components["schemas"]["UnitRef"][];
        };
        Vehicle: {
            brand: string | null;
            /** Format: date-time */
            created_at: string;
            /** @enum {string} */
            fuel_type: "gas" | "diesel" | "alcohol" | "flex";
            id: number;
            license_plate: string;
            model: string | null;
            resale_ids: number[];
            resales: components["schemas"]["UnitRef"][];
            /** Format: date-time */
            updated_at: string;
        };
        WhatsappConversation: {
            customer: {
                id: number;
                name: string;
            } | null;
            id: number;
            /** Format: date-time */
            last_in_at: string | null;
            last_message: {
                body: string | null;
                /** @enum {string} */
                kind: "text" | "location" | "image" | "audio" | "interactive" | "button" | "template" | "other";
            } | null;
            profile_name: string | null;
            resale: components["schemas"]["UnitRef"];
            resale_id: number;
            wa_id: string;
            /** Format: date-time */
            window_closes_at: string | null;
        };
        WhatsappMessage: {
            body: string | null;
            content: {
                [key: string]: unknown;
            } | null;
            /** @enum {string} */
            direction: "in" | "out";
            errors: {
                code: number | null;
                details: string;
                title: string;
            }[] | null;
            id: number;
            /** @enum {string} */
            kind: "text" | "location" | "image" | "audio" | "interactive" | "button" | "template" | "other";
            /** Format: date-time */
            sent_at: string;
            /** @enum {string|null} */
            status: "sent" | "delivered" | "read" | "failed" | null;
            user: {
                email: string;
                id: number;
            } | null;
            wamid: string;
        };
        WhatsappSettings: {
            access_token_set: boolean;
            app_secret_set: boolean;
            business_account_id: string | null;
            configured: boolean;
            month_count: number;
            month_free: number;
            notify_confirmed: boolean;
            notify_delivered: boolean;
            notify_in_transit: boolean;
            phone_number_id: string | null;
            resale_id: number;
            templates: components["schemas"]["WhatsappTemplate"][];
            verify_token: string | null;
            webhook_path: string;
        };
        WhatsappTemplate: {
            body: string;
            id: number;
            language: string;
            name: string;
            /** @enum {string|null} */
            notify_event: "confirmed" | "in_transit" | "delivered" | null;
            param_count: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
