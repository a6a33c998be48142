package org.iotbenchrunner.core.spi;

import java.util.EnumMap;
import java.util.Map;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;

/**
 * What a database cannot run: each type ({@link OperationType}, {@link UseCaseQueryType}) with the reason a user
 * reads. A binding declares it once, as a constant its {@link DatabaseBinding#unsupportedOperations()} or
 * {@link UseCaseSupport#unsupportedQueries()} return the {@link #reasons()} of, and its statement builders throw
 * {@link #exception} for a declared type, so that no reason is written twice. The conformance kit checks that every
 * declared type throws that exception and no other type does.
 *
 * @param database the name the exception's message gives the database, e.g. {@code InfluxDB 1.x}
 */
public record Unsupported<T extends Enum<T>>(String database, Map<T, String> reasons) {

    public Unsupported {
        reasons = Map.copyOf(reasons);
    }

    /** Every type of {@code types}, for the same reason. */
    public static <T extends Enum<T>> Unsupported<T> every(Class<T> types, String database, String reason) {
        Map<T, String> all = new EnumMap<>(types);
        for (T type : types.getEnumConstants()) {
            all.put(type, reason);
        }
        return new Unsupported<>(database, all);
    }

    public boolean contains(T type) {
        return reasons.containsKey(type);
    }

    /**
     * The exception a statement builder throws for {@code type}: {@code <type> is not supported by <database>:
     * <reason>}. Asking for a type that is not declared is the binding's bug, and fails with an
     * {@link IllegalStateException} instead.
     */
    public UnsupportedOperationException exception(T type) {
        String reason = reasons.get(type);
        if (reason == null) {
            throw new IllegalStateException(name(type) + " has no statement for " + database
                    + ", yet is not declared unsupported");
        }
        return new UnsupportedOperationException(name(type) + " is not supported by " + database + ": " + reason);
    }

    /** The name users read: an operation's report name, a use-case query type's TSBS name. */
    static String name(Enum<?> type) {
        if (type instanceof OperationType operation) {
            return operation.reportName();
        }
        if (type instanceof UseCaseQueryType query) {
            return query.id();
        }
        return type.name();
    }
}
